internal import CTurboJPEG

/// A TurboJPEG compressor handle: RGB pixels to a JPEG with 4:2:0 chroma, carrying no metadata.
/// - SeeAlso: https://libjpeg-turbo.org/Documentation/Documentation
package final class JPEGEncoder {
    private let handle: tjhandle

    /// nil when TurboJPEG cannot make a compressor (out of memory).
    package init?() {
        guard let handle = tjInitCompress() else { return nil }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// `image` as a JPEG of `quality` (1 to 100); nil when TurboJPEG fails.
    package func encode(_ image: RGBImage, quality: Int) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var length: UInt = 0
        let status = tjCompress2(
            handle, image.pixels, Int32(image.width), 0, Int32(image.height), TJPF_RGB.rawValue, &output, &length,
            Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        defer { tjFree(output) }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }
}

@available(*, unavailable) extension JPEGEncoder: Sendable {}
