internal import CTurboJPEG

/// A TurboJPEG decompressor handle that decodes JPEGs to 8-bit grey or RGB, scaled while decoding.
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

    /// Every size TurboJPEG can decode a `width` x `height` image at: its scaling factors no bigger than 1.
    func scaledSizes(width: Int, height: Int) -> [(width: Int, height: Int)] {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return [(width, height)] }
        return UnsafeBufferPointer(start: factors, count: Int(count)).compactMap { factor in
            let num = Int(factor.num)
            let denom = Int(factor.denom)
            guard num > 0, denom > 0, num <= denom else { return nil }
            // TJSCALED(dimension, factor), a C macro Swift cannot call.
            return ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom)
        }
    }

    /// Decodes `jpeg` at `width` x `height` (one of `scaledSizes`) into `layout` pixels.
    ///
    /// A warning leaves a complete (if damaged) image; it is returned beside the pixels.
    func decode(
        _ jpeg: UnsafeBufferPointer<UInt8>, width: Int, height: Int, as layout: PixelLayout
    ) throws(Failure) -> (pixels: [UInt8], warning: String?) {
        var status: Int32 = 0
        let count = width * height * layout.channels
        let format = layout == .gray ? TJPF_GRAY : TJPF_RGB
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = tjDecompress2(
                handle, jpeg.baseAddress, UInt(jpeg.count), buffer.baseAddress, Int32(width),
                Int32(width * layout.channels), Int32(height), format.rawValue, TJFLAG_LIMITSCANS)
            // Even on a fatal error libjpeg has written (or left) bytes; a fatal error discards them.
            initialized = count
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
