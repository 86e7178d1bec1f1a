internal import CTurboJPEG

/// A TurboJPEG decompressor handle that decodes JPEGs straight to 8-bit grey.
///
/// TurboJPEG reports errors through return codes (it never aborts); non-fatal
/// warnings, such as "Premature end of JPEG file", still produce a full image.
/// - SeeAlso: https://libjpeg-turbo.org/Documentation/Documentation
final class TurboJPEG {
    private let handle: tjhandle

    init?() {
        guard let handle = tjInitDecompress() else { return nil }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// The size the frame header declares.
    struct Header {
        var width: Int
        var height: Int
        var isCMYK: Bool
    }

    /// How a TurboJPEG call went wrong: `fatal` means no image, otherwise the image is whole but damaged.
    struct Failure: Error {
        var message: String
        var fatal: Bool
    }

    /// Reads the frame header of `jpeg`.
    func header(_ jpeg: UnsafeBufferPointer<UInt8>) throws(Failure) -> Header {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let status = tjDecompressHeader3(
            handle, jpeg.baseAddress, UInt(jpeg.count), &width, &height, &subsampling, &colorspace)
        try check(status)
        let cmyk = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
        return Header(width: Int(width), height: Int(height), isCMYK: cmyk)
    }

    /// The largest decoded size, at one of TurboJPEG's scaling factors no bigger than 1, within `maxPixels`.
    func scaledSize(width: Int, height: Int, maxPixels: Int) -> (width: Int, height: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        var best: (width: Int, height: Int)?
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) {
            let num = Int(factor.num)
            let denom = Int(factor.denom)
            guard num > 0, denom > 0, num <= denom else { continue }
            // TJSCALED(dimension, factor), a C macro Swift cannot call.
            let scaled = ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom)
            let fits = scaled.0 * scaled.1 <= maxPixels
            if fits, scaled.0 * scaled.1 > (best.map { $0.width * $0.height } ?? 0) { best = scaled }
        }
        return best ?? (max(1, (width + 7) / 8), max(1, (height + 7) / 8))
    }

    /// Decodes `jpeg` at `width` x `height` (a scaled size from `scaledSize`) into grey pixels.
    ///
    /// A warning leaves a complete (if damaged) image; it is returned beside the pixels.
    func decodeGray(
        _ jpeg: UnsafeBufferPointer<UInt8>, width: Int, height: Int
    ) throws(Failure) -> (pixels: [UInt8], warning: String?) {
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            status = tjDecompress2(
                handle, jpeg.baseAddress, UInt(jpeg.count), buffer.baseAddress, Int32(width), Int32(width),
                Int32(height), TJPF_GRAY.rawValue, TJFLAG_LIMITSCANS)
            // Even on a fatal error libjpeg has written (or left) bytes; a fatal error discards them.
            count = width * height
        }
        do {
            try check(status)
        } catch let failure where !failure.fatal {
            return (pixels, failure.message)
        }
        return (pixels, nil)
    }

    private func check(_ status: Int32) throws(Failure) {
        guard status != 0 else { return }
        let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown TurboJPEG error"
        throw Failure(message: message, fatal: tjGetErrorCode(handle) != TJERR_WARNING.rawValue)
    }
}

// The TurboJPEG handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension TurboJPEG: Sendable {}
