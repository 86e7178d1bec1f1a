/// Decodes JPEG, PNG and WebP images (told by their first bytes, whatever a URL or media type said)
/// to RGB no bigger than they are needed: for pictures a person looks at, such as the gallery's covers.
///
/// A JPEG is scaled by TurboJPEG while decoding (the IDCT skips what a smaller picture does not
/// need), to the smallest of its scales at least `width` wide; PNG and WebP are decoded whole and
/// averaged down to `width`. Every JPEG passes the photo reader's checks first (`JPEGScans`).
package final class RGBDecoder {
    /// The bounds checked before decoding.
    package let limits: ImageLimits
    private let turbo: TurboJPEG

    /// nil when TurboJPEG cannot make a decompressor (out of memory).
    package init?(limits: ImageLimits) {
        guard let turbo = TurboJPEG() else { return nil }
        self.turbo = turbo
        self.limits = limits
    }

    /// The pixels of `bytes` reduced towards `width`; nil when they are none of the three formats,
    /// cannot be decoded, or are beyond `limits`.
    package func decode(_ bytes: [UInt8], width: Int) -> RGBImage? {
        let path = "image"  // errors are not shown: what cannot be decoded gets none
        let admit = { [limits] (width: Int, height: Int) throws(ImageError) in
            try limits.admit(width: width, height: height, path: path)
        }
        return bytes.withUnsafeBufferPointer { buffer -> RGBImage? in
            do throws(ImageError) {
                switch ImageFormat.detect(bytes) {
                case .supported(.jpeg):
                    let decoded = try turbo.decode(
                        buffer, path: path, limits: limits, as: .rgb, scale: .atLeastWidth(width))
                    return RGBImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
                case .supported(.png):
                    return try PNGDecoder.decodeRGB(buffer, path: path, admit: admit).downscaled(toWidth: width)
                case .supported(.webp):
                    return try WebPDecoder.decodeRGB(buffer, path: path, admit: admit).downscaled(toWidth: width)
                default:
                    return nil
                }
            } catch {
                return nil
            }
        }
    }
}

@available(*, unavailable) extension RGBDecoder: Sendable {}
