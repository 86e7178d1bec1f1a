internal import CTurboJPEG
import Foundation

/// Makes a cover's thumbnail: a JPEG decoded at a reduced scale and encoded again.
///
/// TurboJPEG scales while decoding (the IDCT skips what a smaller picture does
/// not need), so even a 1,400-pixel Discogs image costs little. Re-encoding
/// also drops whatever metadata the file carried.
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

    /// The thumbnail of `jpeg`; nil when it is not a JPEG TurboJPEG can read.
    func thumbnail(of jpeg: Data) -> Data? {
        let bytes = [UInt8](jpeg)
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(decoder, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
            width > 0, height > 0, Int(width) * Int(height) <= Self.maxSourcePixels
        else { return nil }
        let size = scaledSize(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        let status = tjDecompress2(
            decoder, bytes, UInt(bytes.count), &pixels, Int32(size.width), 0, Int32(size.height), TJPF_RGB.rawValue,
            TJFLAG_LIMITSCANS)
        guard status == 0 || tjGetErrorCode(decoder) == TJERR_WARNING.rawValue else { return nil }
        return encode(pixels, width: size.width, height: size.height)
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
