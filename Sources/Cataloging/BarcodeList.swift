/// Reads a list of barcodes as people and programs write them: one a line, with a note.
///
/// Tolerated: a UTF-8 byte order mark; CRLF, LF or CR line ends; blank lines and `#` comment
/// lines; fields separated by tab, `;` or `,` (the first of them on the first line that has
/// one sets the file's separator; a line without it uses its own first one); fields in double quotes
/// (`""` inside for a quote; a quoted field ends on its line); a header line (a first line
/// whose code has letters and no digits), whose `barcode`/`upc`/`ean`/`gtin`/`code` and
/// `notes`/`note`/`comment` columns are then used wherever they are; barcodes written for
/// spreadsheets (`="0029667431224"`, `'0029667431224`). Without a header the first field is
/// the code and the other non-empty fields, joined with ", ", are the notes. A code may be a
/// catalogue number (`catno:CDWIK2 312`); which codes are what is the caller's (`Cataloging`).
/// Pure: text in, entries out; the caller parses the codes.
package enum BarcodeList {
    /// One line that holds a code.
    package struct Entry: Sendable, Equatable {
        /// The line's number in the file, from 1.
        package var line: Int
        /// The code as written (spaces and dashes kept), without quotes or spreadsheet marks.
        package var code: String
        package var notes: String

        package init(line: Int, code: String, notes: String = "") {
            self.line = line
            self.code = code
            self.notes = notes
        }
    }

    /// The most a list may hold (a file or standard input): 16 MB is over a million barcodes
    /// with notes, and `yes | cdscan catalog -` stops there rather than filling the memory.
    package static let maximumBytes = 16 << 20
    /// The longest line a list may have: a barcode with a note is a few dozen bytes.
    package static let maximumLineBytes = 4096

    /// The number (from 1) of the first line of `bytes` longer than `maximumLineBytes`, if any.
    static func firstOverlongLine(in bytes: some Collection<UInt8>) -> Int? {
        var line = 1
        var length = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                line += byte == UInt8(ascii: "\n") ? 1 : 0
                length = 0
            } else {
                length += 1
                if length > maximumLineBytes { return line }
            }
        }
        return nil
    }

    /// The entries of `text`, in order.
    package static func entries(in text: String) -> [Entry] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var separator: Character?
        var columns: Columns?
        var entries: [Entry] = []
        // Character-wise, so "\r\n" (one Character) ends a line like "\n" does.
        for (offset, line) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let own = firstSeparator(in: trimmed)
            if separator == nil { separator = own }
            let chosen = separator.flatMap { fields(of: trimmed, by: $0).count > 1 ? $0 : nil } ?? own
            let cells = chosen.map { fields(of: trimmed, by: $0) } ?? [unquoted(trimmed)]
            if entries.isEmpty, columns == nil, let header = Columns(header: cells) {
                columns = header
                continue
            }
            guard let entry = entry(cells, line: offset + 1, columns: columns) else { continue }
            entries.append(entry)
        }
        return entries
    }

    /// The entry of one line typed at a prompt (by a person or a handheld scanner), numbered
    /// `line`: read as a list's line is (a note after a tab, `;` or `,`, quotes, spreadsheet
    /// marks) but never taken for a header; nil for a blank or `#` line.
    package static func entry(typed text: String, line: Int) -> Entry? {
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let cells = firstSeparator(in: trimmed).map { fields(of: trimmed, by: $0) } ?? [unquoted(trimmed)]
        return entry(cells, line: line, columns: nil)
    }

    /// The column numbers a header names.
    struct Columns {
        var code: Int
        var notes: Int?

        /// The columns of `cells` when they are a header line; nil when they are data (a line
        /// saying `catno:` is a catalogue number to search, even one without digits).
        init?(header cells: [String]) {
            guard let first = cells.first, first.contains(where: \.isLetter), !first.contains(where: \.isNumber),
                !first.lowercased().hasPrefix("catno:")
            else { return nil }
            let names = cells.map { $0.lowercased() }
            let codeNames = ["barcode", "upc", "ean", "gtin", "code", "ean13", "upc/ean"]
            code = names.firstIndex { name in codeNames.contains(name) || name.hasPrefix("barcode") } ?? 0
            notes = names.firstIndex { ["notes", "note", "comment", "comments"].contains($0) }
        }
    }

    private static func entry(_ cells: [String], line: Int, columns: Columns?) -> Entry? {
        let codeColumn = columns?.code ?? 0
        guard codeColumn < cells.count else { return nil }
        let (code, note) = barcodeAndNote(spreadsheetFree(cells[codeColumn]))
        guard !code.isEmpty else { return nil }
        let notes: String
        if let columns {
            notes = columns.notes.flatMap { $0 < cells.count ? cells[$0] : nil } ?? ""
        } else {
            notes = cells.dropFirst().filter { !$0.isEmpty }.joined(separator: ", ")
        }
        return Entry(line: line, code: code, notes: [note, notes].filter { !$0.isEmpty }.joined(separator: ", "))
    }

    /// The fewest digits a barcode has (EAN-8): a cell starting with that many, then a space and
    /// a word, is a barcode and its note, not a catalogue number.
    static let barcodeDigits = 8

    /// `cell` split into a barcode and the note after it when it is written so ("029667431224
    /// shelf A": digits, spaces and dashes holding at least `barcodeDigits` digits, a space, then
    /// something else); else `cell` and no note ("CDWIK2 312", "0 29667 43122 4 12" stay whole).
    static func barcodeAndNote(_ cell: String) -> (code: String, note: String) {
        let isCodeCharacter = { (character: Character) in
            character.isASCII && (character.isNumber || character == " " || character == "-")
        }
        guard let other = cell.firstIndex(where: { !isCodeCharacter($0) }), other > cell.startIndex,
            cell[cell.index(before: other)] == " ",
            cell[..<other].filter(\.isNumber).count >= barcodeDigits
        else { return (cell, "") }
        return (cell[..<other].trimmingSpaces(), cell[other...].trimmingSpaces())
    }

    /// The first tab, `;` or `,` outside quotes (a tab anywhere wins).
    static func firstSeparator(in line: String) -> Character? {
        if line.contains("\t") { return "\t" }
        var quoted = false
        for character in line {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == ";" || character == "," { return character }
        }
        return nil
    }

    /// The fields of `line` split at `separator` (nil: one field), each trimmed and unquoted.
    static func fields(of line: String, by separator: Character?) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if quoted {
                if character == "\"" {
                    if next < line.endIndex, line[next] == "\"" {
                        field.append("\"")
                        index = line.index(after: next)
                        continue
                    }
                    quoted = false
                } else {
                    field.append(character)
                }
            } else if character == separator {
                fields.append(field.trimmingSpaces())
                field = ""
            } else if character == "\"", field.allSatisfy({ $0 == " " }) {
                field = ""
                quoted = true
            } else {
                field.append(character)
            }
            index = next
        }
        fields.append(field.trimmingSpaces())
        return fields
    }

    private static func unquoted(_ text: String) -> String {
        fields(of: text, by: nil).first ?? text
    }

    /// `="0029667431224"` and `'0029667431224` as the digits alone.
    static func spreadsheetFree(_ cell: String) -> String {
        if cell.hasPrefix("=\""), cell.hasSuffix("\""), cell.count >= 3 {
            return String(cell.dropFirst(2).dropLast()).trimmingSpaces()
        }
        if cell.hasPrefix("'") { return String(cell.dropFirst()).trimmingSpaces() }
        return cell
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
