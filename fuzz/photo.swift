// libFuzzer target: what `ImageLoader.decode` makes of any bytes, read by `PhotoReader` (every
// `ScanPass`: scaling, filters, threshold, rotation) and `ZBarDecoder`, as `cdscan scan` reads photos.
// Built into the Scanner module by fuzz/build.sh.

import Imaging

/// Frames up to this many pixels are read; the passes on bigger ones take seconds each under
/// AddressSanitizer, which would slow the search to a crawl. fuzz/image.swift covers big files.
private let maxPixels = 640 * 480

// One decoder for the whole run, as `cdscan scan` uses one per run; libFuzzer calls from one thread.
private let reader: PhotoReader? = try? PhotoReader(loader: ImageLoader())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoto(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let reader else { preconditionFailure("zbar did not start") }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? reader.loader.decode(bytes, path: "fuzz"),
        image.frame.width * image.frame.height <= maxPixels
    else { return 0 }
    let reading = reader.read(image.frame)
    precondition(reading.width == image.frame.width && reading.height == image.frame.height)
    precondition(reading.passesTried <= reader.passes.count)
    for symbol in reading.symbols {
        if let gtin = symbol.gtin { precondition(!gtin.ean13.isEmpty) }
        _ = symbol.polygon
    }
    return 0
}
