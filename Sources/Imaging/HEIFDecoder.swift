internal import CHeif

/// Decodes HEIC/HEIF photos (the primary image, its rotations applied) to grey with libheif,
/// which `CHeif` opens with dlopen on the first such photo.
/// - SeeAlso: https://github.com/strukturag/libheif/blob/v1.15.1/libheif/heif.h
enum HEIFDecoder {
    /// Reads the container, lets `admit` veto the declared size, then decodes the luma plane.
    static func decodeGray(
        _ heif: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> GrayFrame {
        var message = [CChar](repeating: 0, count: 256)
        var image: OpaquePointer?
        var width: Int32 = 0
        var height: Int32 = 0
        let opened = CHeif_open(heif.baseAddress, heif.count, &image, &width, &height, &message, message.count)
        defer { CHeif_close(image) }
        try check(opened, message, path: path)
        guard let image else { throw .corrupt(path: path, detail: "libheif: no primary image") }
        try admit(Int(width), Int(height))
        try check(CHeif_decode(image, &width, &height, &message, message.count), message, path: path)
        try admit(Int(width), Int(height))  // turned by the file's rotation, the size may change
        var stride: Int32 = 0
        guard let plane = CHeif_plane(image, &stride), width > 0, height > 0, stride >= width else {
            throw .corrupt(path: path, detail: "libheif returned no grey plane")
        }
        let rowBytes = Int(width)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * Int(height))
        for row in 0..<Int(height) {
            pixels.append(contentsOf: UnsafeBufferPointer(start: plane + row * Int(stride), count: rowBytes))
        }
        guard let frame = GrayFrame(width: rowBytes, height: Int(height), pixels: pixels) else {
            throw .corrupt(path: path, detail: "libheif returned an empty image")
        }
        return frame
    }

    private static func check(_ status: Int32, _ message: [CChar], path: String) throws(ImageError) {
        let raw = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // libheif ends some messages with a newline, which would break cdscan's one-line error.
        let text = String(raw.reversed().drop { $0.isWhitespace }.reversed())
        switch Int(status) {
        case Int(CHeif_ok): return
        case Int(CHeif_unavailable): throw .decoderMissing(path: path, format: "HEIC/HEIF", reason: text)
        default:
            let lowered = text.lowercased()
            if lowered.contains("end of data") || lowered.contains("end of file") || lowered.contains("insufficient")
                || lowered.contains("truncat")
            {
                throw .truncated(path: path, detail: "libheif: " + text)
            }
            throw .corrupt(path: path, detail: "libheif: " + text)
        }
    }
}
