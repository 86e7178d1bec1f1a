internal import CWebP

/// WebP covers (lossy or lossless, still) decoded with libwebp.
/// - SeeAlso: https://developers.google.com/speed/webp/docs/api
enum WebPCover {
    /// Whether `bytes` are a RIFF container of WebP data.
    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// The pixels of `webp`, transparency composed onto white; nil when libwebp cannot read it,
    /// it is animated, or it has more than `maxPixels`.
    static func decode(_ webp: [UInt8], maxPixels: Int) -> RGBImage? {
        var features = WebPBitstreamFeatures()
        guard WebPGetFeatures(webp, webp.count, &features) == VP8_STATUS_OK, features.has_animation == 0,
            features.width > 0, features.height > 0, Int(features.width) * Int(features.height) <= maxPixels
        else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        guard let rgba = WebPDecodeRGBA(webp, webp.count, &width, &height) else { return nil }
        defer { WebPFree(rgba) }
        return RGBImage(
            width: Int(width), height: Int(height),
            rgba: UnsafeBufferPointer(start: rgba, count: Int(width) * Int(height) * 4))
    }
}
