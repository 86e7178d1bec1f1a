import Foundation

/// Makes a cover's thumbnail, always a JPEG: from a JPEG, PNG or WebP cover (`RGBDecoder`), for
/// the gallery's cards and the phone page's.
///
/// A JPEG is scaled while decoding, so even a 1,400-pixel Discogs image costs little;
/// PNG and WebP covers, which Discogs and the Cover Art Archive also serve, are decoded
/// whole and averaged down to `targetWidth`. Re-encoding also drops whatever metadata the
/// file carried. What none of them can read gets no thumbnail, so the page shows the placeholder.
package final class CoverThumbnailer {
    /// Thumbnails are at least this wide where the source allows: a grid card is
    /// 160 CSS pixels, twice that on a high-density screen.
    static let targetWidth = 320
    package static let quality = 82
    /// Larger sources are refused: a "cover" of 100 megapixels is not one.
    static let maxSourcePixels = 40_000_000
    /// Only the pixel count bounds a cover (the file is already in memory, and a JPEG is decoded at
    /// `targetWidth`); the same count bounds a progressive JPEG's scans (`JPEGScans`).
    package static let limits = ImageLimits.pixels(maxSourcePixels)

    private let decoder: RGBDecoder
    private let encoder: JPEGEncoder

    package init?() {
        guard let decoder = RGBDecoder(limits: Self.limits), let encoder = JPEGEncoder() else { return nil }
        self.decoder = decoder
        self.encoder = encoder
    }

    /// The thumbnail of `image`; nil when it is not a JPEG, PNG or WebP that can be decoded within the limits.
    package func thumbnail(of image: Data) -> Data? {
        guard let small = decoder.decode([UInt8](image), width: Self.targetWidth),
            let jpeg = encoder.encode(small, quality: Self.quality)
        else { return nil }
        return Data(jpeg)
    }
}

@available(*, unavailable) extension CoverThumbnailer: Sendable {}
