internal import CPNG

/// Decodes PNGs to 8-bit grey with libpng's simplified API, which reports
/// errors in `png_image.message` instead of aborting or long-jumping into Swift.
/// - SeeAlso: http://www.libpng.org/pub/png/libpng-manual.txt ("Simplified API")
enum PNGDecoder {
    /// Why libpng stopped; `truncated` when the data ends before the IEND chunk.
    struct Failure: Error {
        var message: String
        var truncated: Bool
    }

    /// Reads the header of `png`, lets `admit` veto its size, then decodes it to grey.
    ///
    /// Transparent pixels are composed onto white, like a label on paper.
    static func decodeGray(
        _ png: UnsafeBufferPointer<UInt8>, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(DecodeError) -> GrayFrame {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, png.baseAddress, png.count) != 0 else {
            throw .png(failure(image, png))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        do {
            try admit(width, height)
        } catch {
            png_image_free(&image)
            throw .image(error)
        }
        image.format = png_uint_32(PNG_FORMAT_GRAY)
        var white = png_color(red: 255, green: 255, blue: 255)
        var succeeded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            succeeded = png_image_finish_read(&image, &white, buffer.baseAddress, Int32(width), nil) != 0
            count = width * height
        }
        guard succeeded, let frame = GrayFrame(width: width, height: height, pixels: pixels) else {
            throw .png(failure(image, png))
        }
        return frame
    }

    /// Either the size was refused or libpng failed.
    enum DecodeError: Error {
        case image(ImageError)
        case png(Failure)
    }

    private static func failure(_ image: png_image, _ png: UnsafeBufferPointer<UInt8>) -> Failure {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return Failure(message: message.isEmpty ? "unknown libpng error" : message, truncated: !endsWithIEND(png))
    }

    /// Whether the data ends with the IEND chunk every complete PNG ends with.
    static func endsWithIEND(_ png: UnsafeBufferPointer<UInt8>) -> Bool {
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return png.count >= iend.count && Array(png.suffix(iend.count)) == iend
    }
}
