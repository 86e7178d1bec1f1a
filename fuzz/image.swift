// libFuzzer target: `ImageLoader.decode` on any bytes (JPEG, PNG, PGM/PPM, told by content) with the
// standard limits, so a hostile size must be refused or decoded in bounded time and memory.
// Built into the Imaging module by fuzz/build.sh; fuzz/photo.swift reads what decodes.

private let loader = ImageLoader()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let image = try loader.decode(bytes, path: "fuzz")
        check(image, limits: loader.limits)
    } catch {
        precondition(error.path == "fuzz", "an error names the wrong file: \(error)")
        _ = error.description
    }
    return 0
}

/// What a decoded image promises: whole pixels, a declared size within the limits, no more decoded than stored.
private func check(_ image: LoadedImage, limits: ImageLimits) {
    let frame = image.frame
    precondition(frame.width > 0 && frame.height > 0 && frame.pixels.count == frame.width * frame.height)
    precondition(
        limits.allows(width: image.storedWidth, height: image.storedHeight),
        "\(image.storedWidth)x\(image.storedHeight)")
    precondition(frame.width * frame.height <= image.storedWidth * image.storedHeight, "decoded larger than stored")
    if image.format == .jpeg { precondition(frame.width * frame.height <= limits.maxDecodedPixels) }
    _ = image.isReduced
    _ = image.damage?.description
}
