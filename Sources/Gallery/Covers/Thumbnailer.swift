internal import CTurboJPEG
import Foundation
import Scanner

/// Makes a cover's thumbnail, always a JPEG: from a JPEG, PNG or WebP cover.
///
/// TurboJPEG scales a JPEG while decoding (the IDCT skips what a smaller
/// picture does not need), so even a 1,400-pixel Discogs image costs little.
/// PNG (libpng) and WebP (libwebp) covers, which Discogs and the Cover Art
/// Archive also serve, are decoded whole and averaged down to `targetWidth`.
/// Re-encoding also drops whatever metadata the file carried. What none of
/// them can read gets no thumbnail, so the page shows the placeholder.
/// - SeeAlso: https://libjpeg-turbo.org/Documentation/Documentation
final class Thumbnailer {
    /// Thumbnails are at least this wide where the source allows: a grid card is
    /// 160 CSS pixels, twice that on a high-density screen.
    static let targetWidth = 320
    static let quality: Int32 = 82
    /// Larger sources are refused: a "cover" of 100 megapixels is not one.
    static let maxSourcePixels = 40_000_000

    private let decoder: tjhandle
    private let encoder: tjhandle

    init?() {
        guard let decoder = tjInitDecompress() else { return nil }
        guard let encoder = tjInitCompress() else {
            tjDestroy(decoder)
            return nil
        }
        self.decoder = decoder
        self.encoder = encoder
    }

    deinit {
        tjDestroy(decoder)
        tjDestroy(encoder)
    }

    /// The thumbnail of `image` (JPEG, PNG or WebP, told by its first bytes, whatever the URL
    /// or media type said); nil when it is none of them or cannot be decoded.
    func thumbnail(of image: Data) -> Data? {
        let bytes = [UInt8](image)
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpegThumbnail(bytes) }
        let decoded: RGBImage?
        if PNGCover.matches(bytes) {
            decoded = PNGCover.decode(bytes, maxPixels: Self.maxSourcePixels)
        } else if WebPCover.matches(bytes) {
            decoded = WebPCover.decode(bytes, maxPixels: Self.maxSourcePixels)
        } else {
            decoded = nil
        }
        guard let small = decoded?.downscaled(toWidth: Self.targetWidth) else { return nil }
        return encode(small.pixels, width: small.width, height: small.height)
    }

    /// A JPEG's thumbnail, scaled by TurboJPEG while decoding; nil when TurboJPEG cannot read it,
    /// or when it is too large or has too many scans to decode in time (the photo reader's guard).
    private func jpegThumbnail(_ bytes: [UInt8]) -> Data? {
        guard let (width, height) = jpegSize(bytes), width * height <= Self.maxSourcePixels else { return nil }
        let scans = bytes.withUnsafeBufferPointer(JPEGScans.count)
        guard JPEGScans.allowDecoding(scans: scans, width: width, height: height, maxPixels: Self.maxSourcePixels)
        else { return nil }
        let size = scaledSize(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        let status = tjDecompress2(
            decoder, bytes, UInt(bytes.count), &pixels, Int32(size.width), 0, Int32(size.height), TJPF_RGB.rawValue,
            TJFLAG_LIMITSCANS)
        guard status == 0 || tjGetErrorCode(decoder) == TJERR_WARNING.rawValue else { return nil }
        return encode(pixels, width: size.width, height: size.height)
    }

    /// A JPEG's width and height from its header; nil when TurboJPEG cannot read one.
    func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(decoder, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
            width > 0, height > 0
        else { return nil }
        return (Int(width), Int(height))
    }

    /// The smallest TurboJPEG scaling no narrower than `targetWidth` (the full size for smaller sources).
    func scaledSize(width: Int, height: Int) -> (width: Int, height: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        var best = (width: width, height: height)
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) {
            let num = Int(factor.num)
            let denom = Int(factor.denom)
            guard num > 0, denom > 0, num <= denom else { continue }
            // TJSCALED(dimension, factor), a C macro Swift cannot call.
            let scaled = (width: (width * num + denom - 1) / denom, height: (height * num + denom - 1) / denom)
            if scaled.width >= Self.targetWidth, scaled.width < best.width { best = scaled }
        }
        return best
    }

    /// The source image, encoded as a JPEG thumbnail, nil on failure.
    func encode(_ pixels: [UInt8], width: Int, height: Int) -> Data? {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var length: UInt = 0
        let status = tjCompress2(
            encoder, pixels, Int32(width), 0, Int32(height), TJPF_RGB.rawValue, &output, &length,
            Int32(TJSAMP_420.rawValue),
            Self.quality, 0)
        defer { tjFree(output) }
        guard status == 0, let output else { return nil }
        return Data(bytes: output, count: Int(length))
    }
}

@available(*, unavailable) extension Thumbnailer: Sendable {}
