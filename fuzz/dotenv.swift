// libFuzzer target: the CLI's line-oriented text files, read from any bytes: `DotEnv.parse` (the
// `.env` file) and `BarcodeListReader.parse` (`cdscan catalog`'s list of barcodes, with the
// escaped message printed for each invalid line).
// Built by fuzz/build.sh into a CDScanCLI module of just those readers (and Displayable).

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
    for input in BarcodeListReader.parse(text, name: "list.txt", sourcePrefix: "file") {
        if case .failure(let error) = input.parsed {
            let message = input.invalidMessage(error)
            precondition(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, message)
        }
    }
    return 0
}
