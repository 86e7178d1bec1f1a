/// Reads CSV as RFC 4180 describes it, plus the liberties real files take.
///
/// Rows end in CRLF, LF or a lone CR; quoted fields may hold commas, quotes
/// (doubled) and line ends. A byte order mark at the start is skipped, empty
/// lines are skipped, and a `"` inside an unquoted field is kept as it is
/// (`12" single`). Rows may differ in length. With `undoesFormulaDefence`
/// the `'` that `CSVWriter` puts before `=`, `+`, `-`, `@`, tab, CR or `'` is
/// removed; a `'` before anything else was not written by cdscan and stays.
/// Any input ends in rows or a `CSVError`, in time linear in its length.
package struct CSVReader: Sendable {
    /// Whether to remove the `'` that `CSVWriter.defendsAgainstFormulas` added.
    package var undoesFormulaDefence: Bool

    package init(undoesFormulaDefence: Bool = true) {
        self.undoesFormulaDefence = undoesFormulaDefence
    }

    /// The rows of `text`, the header row (if any) first.
    package func rows(in text: String) throws(CSVError) -> [[String]] {
        var parser = CSVParser(bytes: Array(text.utf8), undoesFormulaDefence: undoesFormulaDefence)
        return try parser.parse()
    }

    /// The rows of UTF-8 `bytes` (e.g. a file's `Data`), the header row (if any) first.
    package func rows(in bytes: some Collection<UInt8>) throws(CSVError) -> [[String]] {
        let bytes = Array(bytes)
        if let line = Self.firstInvalidUTF8Line(bytes) { throw .invalidUTF8(line: line) }
        var parser = CSVParser(bytes: bytes, undoesFormulaDefence: undoesFormulaDefence)
        return try parser.parse()
    }

    /// The line of the first byte that is not part of valid UTF-8, or nil when all are.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput:
                return nil
            case .error:
                return line
            }
        }
    }
}

/// One pass over the bytes; every step consumes at least one byte, so it always ends.
private struct CSVParser {
    let bytes: [UInt8]
    let undoesFormulaDefence: Bool
    var index = 0
    var line = 1

    init(bytes: [UInt8], undoesFormulaDefence: Bool) {
        self.bytes = bytes
        self.undoesFormulaDefence = undoesFormulaDefence
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parse() throws(CSVError) -> [[String]] {
        var rows: [[String]] = []
        while index < bytes.count {
            if isLineEnd(bytes[index]) {
                skipLineEnd()  // an empty line
                continue
            }
            rows.append(try parseRow())
        }
        return rows
    }

    /// Reads fields up to and including the row's line end (or the end of input).
    private mutating func parseRow() throws(CSVError) -> [String] {
        var fields: [String] = []
        while true {
            fields.append(try parseField())
            guard index < bytes.count else { return fields }
            if bytes[index] == comma {
                index += 1
                continue
            }
            skipLineEnd()
            return fields
        }
    }

    /// Reads one field and stops at the comma or line end after it (not consuming it).
    private mutating func parseField() throws(CSVError) -> String {
        var field: [UInt8] = []
        if index < bytes.count, bytes[index] == quote {
            try parseQuoted(into: &field)
        } else {
            while index < bytes.count, bytes[index] != comma, !isLineEnd(bytes[index]) {
                field.append(bytes[index])
                index += 1
            }
        }
        if undoesFormulaDefence, field.count >= 2, field[0] == UInt8(ascii: "'"),
            CSVWriter.formulaTriggers.contains(field[1])
        {
            field.removeFirst()
        }
        return String(decoding: field, as: UTF8.self)
    }

    private mutating func parseQuoted(into field: inout [UInt8]) throws(CSVError) {
        let start = line
        index += 1
        while true {
            guard index < bytes.count else { throw .unterminatedQuote(line: start) }
            let byte = bytes[index]
            index += 1
            if byte == quote {
                guard index < bytes.count, bytes[index] == quote else { break }
                index += 1
            } else if byte == lf || (byte == cr && (index == bytes.count || bytes[index] != lf)) {
                line += 1
            }
            field.append(byte)
        }
        if index < bytes.count, bytes[index] != comma, !isLineEnd(bytes[index]) {
            throw .textAfterClosingQuote(line: line)
        }
    }

    /// Consumes one CRLF, LF or CR.
    private mutating func skipLineEnd() {
        if bytes[index] == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
        index += 1
        line += 1
    }

    private func isLineEnd(_ byte: UInt8) -> Bool { byte == lf || byte == cr }
    private var comma: UInt8 { UInt8(ascii: ",") }
    private var quote: UInt8 { UInt8(ascii: "\"") }
    private var cr: UInt8 { UInt8(ascii: "\r") }
    private var lf: UInt8 { UInt8(ascii: "\n") }
}
