// libFuzzer target: the `.env` file's reader, `DotEnv.parse`, on any bytes. (The catalog's list
// of barcodes is read by Catalog's `BarcodeList`, fuzzed by the csv target.)
// Built by fuzz/build.sh into a Settings module of just that reader.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDotEnv(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let parsed = DotEnv.parse(text)
    precondition(
        parsed.badLines.allSatisfy { (1...lines).contains($0) }, "bad line beyond the text: \(parsed.badLines)")
    precondition(parsed.badLines == parsed.badLines.sorted(), "bad lines out of order")
    for key in parsed.values.keys {
        precondition(!key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII }, "key \(key.debugDescription)")
    }
    return 0
}
