// libFuzzer target: `CSVReader.rows(in:)` on any bytes, both ways (bytes with UTF-8 checking, and
// text), and the promise that whatever it reads, `CSVWriter` writes back into the same rows.
// Built into the Catalog module by fuzz/build.sh, with Cataloging/BarcodeList.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for defence in [true, false] {
        let reader = CSVReader(undoesFormulaDefence: defence)
        let writer = CSVWriter(defendsAgainstFormulas: defence)
        if let rows = read(bytes, with: reader) { checkRoundTrip(rows, writer: writer, reader: reader) }
        if let rows = read(String(decoding: bytes, as: UTF8.self), with: reader) {
            checkRoundTrip(rows, writer: writer, reader: reader)
        }
    }
    // The same bytes as `cdscan catalog`'s list of barcodes: the list parser must not crash or hang.
    _ = BarcodeList.entries(in: String(decoding: bytes, as: UTF8.self))
    return 0
}

private func read(_ bytes: UnsafeBufferPointer<UInt8>, with reader: CSVReader) -> [[String]]? {
    do {
        return try reader.rows(in: bytes)
    } catch {
        _ = error.description
        return nil
    }
}

private func read(_ text: String, with reader: CSVReader) -> [[String]]? {
    do {
        return try reader.rows(in: text)
    } catch {
        _ = error.description
        return nil
    }
}

/// Rows written and read again are the same, scalar for scalar (String equality would forgive
/// canonically equivalent spellings).
private func checkRoundTrip(_ rows: [[String]], writer: CSVWriter, reader: CSVReader) {
    precondition(rows.allSatisfy { !$0.isEmpty }, "a row without fields")
    let text = writer.encode(rows)
    guard let again = try? reader.rows(in: text) else { preconditionFailure("cannot read \(text.debugDescription)") }
    let scalars = { (rows: [[String]]) in rows.map { $0.map { Array($0.unicodeScalars) } } }
    precondition(scalars(again) == scalars(rows), "\(rows.debugDescription) came back as \(again.debugDescription)")
}
