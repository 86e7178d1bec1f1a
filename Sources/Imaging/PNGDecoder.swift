internal import CPNG

/// Decodes PNGs to 8-bit grey or RGB with libpng's simplified API, which reports
/// errors in `png_image.message` instead of aborting or long-jumping into Swift.
/// - SeeAlso: http://www.libpng.org/pub/png/libpng-manual.txt ("Simplified API")
enum PNGDecoder {
    /// Reads the header of `png`, lets `admit` veto its size, then decodes it to grey.
    ///
    /// Transparent pixels are composed onto white, like a label on paper.
    static func decodeGray(
        _ png: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> GrayFrame {
        try decode(png, path: path, as: .gray, admit: admit, into: GrayFrame.init)
    }

    /// Reads the header of `png`, lets `admit` veto its size, then decodes it to RGB, transparency
    /// composed onto white (as the page around a picture would show through).
    static func decodeRGB(
        _ png: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> RGBImage {
        try decode(png, path: path, as: .rgb, admit: admit, into: RGBImage.init)
    }

    /// Decodes into `layout` pixels, wrapped by `into` (the grey frame or the RGB image of them).
    private static func decode<Image>(
        _ png: UnsafeBufferPointer<UInt8>, path: String, as layout: PixelLayout,
        admit: (Int, Int) throws(ImageError) -> Void, into wrap: (Int, Int, [UInt8]) -> Image?
    ) throws(ImageError) -> Image {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, png.baseAddress, png.count) != 0 else {
            throw failure(image, png, path: path)
        }
        let width = Int(image.width)
        let height = Int(image.height)
        do {
            try admit(width, height)
        } catch {
            png_image_free(&image)
            throw error
        }
        // png_image_finish_read frees the image whether it succeeds or not.
        image.format = layout == .gray ? png_uint_32(PNG_FORMAT_GRAY) : png_uint_32(PNG_FORMAT_RGB)
        var white = png_color(red: 255, green: 255, blue: 255)
        var succeeded = false
        let count = width * height * layout.channels
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            succeeded =
                png_image_finish_read(&image, &white, buffer.baseAddress, Int32(width * layout.channels), nil) != 0
            initialized = count
        }
        guard succeeded, let wrapped = wrap(width, height, pixels) else { throw failure(image, png, path: path) }
        return wrapped
    }

    /// libpng's message as an `ImageError`: data that ends before the IEND chunk is a truncated file.
    private static func failure(_ image: png_image, _ png: UnsafeBufferPointer<UInt8>, path: String) -> ImageError {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let detail = "libpng: " + (message.isEmpty ? "unknown libpng error" : message)
        return endsWithIEND(png) ? .corrupt(path: path, detail: detail) : .truncated(path: path, detail: detail)
    }

    /// Whether the data ends with the IEND chunk every complete PNG ends with.
    static func endsWithIEND(_ png: UnsafeBufferPointer<UInt8>) -> Bool {
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return png.count >= iend.count && Array(png.suffix(iend.count)) == iend
    }
}
