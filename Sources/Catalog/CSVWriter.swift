/// Writes CSV as RFC 4180 describes it: UTF-8 without a byte order mark, CRLF
/// after every row, fields quoted when they hold a comma, quote, CR or LF
/// (quotes doubled inside).
///
/// Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (or tab or
/// CR) as a formula, which a hostile album title can abuse. With
/// `defendsAgainstFormulas` such a value gets a leading `'`, as OWASP
/// recommends, so spreadsheets show it as text; a value that really starts
/// with `'` gets one more. `CSVReader` removes exactly that one `'` again, so
/// every string survives the round trip.
///
/// - SeeAlso: https://www.rfc-editor.org/rfc/rfc4180
/// - SeeAlso: https://owasp.org/www-community/attacks/CSV_Injection
package struct CSVWriter: Sendable {
    /// Whether values that spreadsheets would run as formulas get a leading `'`.
    package var defendsAgainstFormulas: Bool

    package init(defendsAgainstFormulas: Bool = true) {
        self.defendsAgainstFormulas = defendsAgainstFormulas
    }

    /// The first bytes that make a spreadsheet treat a cell as a formula, and
    /// `'` itself so that the prefix can be told from a real apostrophe.
    static let formulaTriggers: Set<UInt8> = [
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "\t"),
        UInt8(ascii: "\r"), UInt8(ascii: "'"),
    ]

    /// All rows as one CSV text, each ending in CRLF.
    package func encode(_ rows: [[String]]) -> String {
        var bytes: [UInt8] = []
        for row in rows { append(row, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One row as CSV, ending in CRLF; an empty row is an empty string.
    func encodeRow(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        append(fields, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One field as it appears in a row of several (quoted when it must be, the guard applied).
    func encodeField(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendField(value, alone: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes one row to `output` (a String, or any stream), ending in CRLF.
    package func write(_ fields: [String], to output: inout some TextOutputStream) {
        output.write(encodeRow(fields))
    }

    /// Appends one row's bytes. A row of no fields writes nothing; a row of one
    /// empty field writes `""`, because an empty line is skipped by readers.
    func append(_ fields: [String], to bytes: inout [UInt8]) {
        guard !fields.isEmpty else { return }
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendField(field, alone: fields.count == 1, to: &bytes)
        }
        bytes.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
    }

    private func appendField(_ value: String, alone: Bool, to bytes: inout [UInt8]) {
        var field = Array(value.utf8)
        if defendsAgainstFormulas, let first = field.first, Self.formulaTriggers.contains(first) {
            field.insert(UInt8(ascii: "'"), at: 0)
        }
        // A leading byte order mark would be taken for the file's own and dropped.
        let startsWithBOM = field.starts(with: [0xEF, 0xBB, 0xBF])
        let needsQuotes = (alone && field.isEmpty) || startsWithBOM || field.contains(where: Self.isSpecial)
        guard needsQuotes else {
            bytes.append(contentsOf: field)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in field {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n")
    }
}
