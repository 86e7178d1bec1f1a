internal import CWebP

/// Decodes still WebP images (lossy or lossless) to grey or RGB with libwebp.
/// - SeeAlso: https://developers.google.com/speed/webp/docs/api
enum WebPDecoder {
    /// Reads the header of `webp`, lets `admit` veto its size, then decodes its luma plane.
    static func decodeGray(
        _ webp: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> GrayFrame {
        try checkFeatures(webp, path: path, admit: admit)
        var width: Int32 = 0
        var height: Int32 = 0
        var u: UnsafeMutablePointer<UInt8>?
        var v: UnsafeMutablePointer<UInt8>?
        var stride: Int32 = 0
        var uvStride: Int32 = 0
        // The chroma planes live in the same allocation as the luma one; WebPFree(luma) frees all three.
        guard
            let luma = WebPDecodeYUV(
                webp.baseAddress, webp.count, &width, &height, &u, &v, &stride, &uvStride)
        else { throw .corrupt(path: path, detail: "libwebp could not decode the image data") }
        defer { WebPFree(luma) }
        let rowBytes = Int(width)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * Int(height))
        for row in 0..<Int(height) {
            pixels.append(contentsOf: UnsafeBufferPointer(start: luma + row * Int(stride), count: rowBytes))
        }
        guard let frame = GrayFrame(width: Int(width), height: Int(height), pixels: pixels) else {
            throw .corrupt(path: path, detail: "libwebp returned an empty image")
        }
        return frame
    }

    /// Reads the header of `webp`, lets `admit` veto its size, then decodes it to RGB, transparency
    /// composed onto white (as the page around a picture would show through).
    static func decodeRGB(
        _ webp: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> RGBImage {
        try checkFeatures(webp, path: path, admit: admit)
        var (width, height): (Int32, Int32) = (0, 0)
        guard let rgba = WebPDecodeRGBA(webp.baseAddress, webp.count, &width, &height) else {
            throw .corrupt(path: path, detail: "libwebp could not decode the image data")
        }
        defer { WebPFree(rgba) }
        guard
            let image = RGBImage(
                width: Int(width), height: Int(height),
                rgba: UnsafeBufferPointer(start: rgba, count: Int(width) * Int(height) * 4))
        else { throw .corrupt(path: path, detail: "libwebp returned an empty image") }
        return image
    }

    /// A still image whose declared size `admit` accepts, or the reason it is not.
    private static func checkFeatures(
        _ webp: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(webp.baseAddress, webp.count, &features)
        guard status == VP8_STATUS_OK else { throw error(status, path: path) }
        if features.has_animation != 0 { throw .unsupportedFormat(path: path, format: "animated WebP") }
        try admit(Int(features.width), Int(features.height))
    }

    /// libwebp's status as an `ImageError`: data that ends early is a truncated file.
    private static func error(_ status: VP8StatusCode, path: String) -> ImageError {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: .truncated(path: path, detail: "libwebp: not enough data")
        case VP8_STATUS_UNSUPPORTED_FEATURE: .unsupportedFormat(path: path, format: "WebP with unsupported features")
        default: .corrupt(path: path, detail: "libwebp: bitstream error \(status.rawValue)")
        }
    }
}
