import Album
import Barcode
import Catalog
import Foundation

/// One barcode given to `cdscan catalog`: from a list file, standard input, the command line or a photo.
package struct BarcodeInput: Equatable, Sendable {
    /// The barcode as written, without its note.
    package var text: String
    /// The parsed barcode, or why the text is not one.
    package var parsed: Result<GTIN, BarcodeError>
    /// What the catalog records as its origin: "file:barcodes.txt:12", "stdin:3", "argument".
    package var source: String
    /// Where a message about it points: "barcodes.txt:12"; nil for a command-line argument.
    package var location: String?
    /// The note after a tab or comma, for the catalog's notes column.
    package var notes: String = ""
    /// What makes it the same copy when it is recorded again (``CopyIdentity``).
    package var copy: CopyIdentity = .new
    /// How the text was read, when that is worth saying (a UPC-E without its check digit, an add-on).
    package var readingNotes: [BarcodeNote] = []
    /// The catalogue number it is searched by instead, when it is no barcode (see ``CatalogNumberInput``).
    package var catalogNumber: CatalogNumberInput?

    package init(
        text: String, parsed: Result<GTIN, BarcodeError>, source: String, location: String? = nil, notes: String = "",
        copy: CopyIdentity = .new, catalogNumber: CatalogNumberInput? = nil
    ) {
        self.text = text
        self.parsed = parsed
        self.source = source
        self.location = location
        self.notes = notes
        self.copy = copy
        self.catalogNumber = catalogNumber
    }

    /// A barcode typed as a command-line argument.
    package static func argument(_ text: String, anyPrefix: Bool = false) -> BarcodeInput {
        BarcodeInput(text: text, source: "argument", anyPrefix: anyPrefix)
    }

    /// `text` read as `lookup` reads a typed code (`TypedCode`, one rule for both): a GTIN-14,
    /// an add-on after the code (kept in `notes`), a UPC-E of 6 or 7 digits (a warning), a
    /// book's or periodical's prefix refused unless `anyPrefix`.
    init(
        text: String, source: String, location: String? = nil, notes: String = "", copy: CopyIdentity = .new,
        anyPrefix: Bool
    ) {
        let reading = Result { () throws(BarcodeError) in
            try TypedCode(reading: text).musicReading(anyPrefix: anyPrefix)
        }
        let addOn = (try? reading.get())?.addOn.map { "add-on \($0)" }
        self.init(
            text: text, parsed: reading.map(\.gtin), source: source, location: location,
            notes: [notes, addOn ?? ""].filter { !$0.isEmpty }.joined(separator: ", "), copy: copy,
            catalogNumber: CatalogNumberInput(text, parsed: reading.map(\.gtin)))
        readingNotes = (try? reading.get())?.notes ?? []
    }

    /// The code this input is recorded under (an invalid line: its text, as `invalid`).
    var recordedKey: ItemKey { subject?.key ?? ItemKey(kind: .invalid, code: text) }

    /// The barcode or catalogue number it is recorded and looked up by; nil for an invalid input.
    package var subject: BatchSubject? {
        switch catalogNumber {
        case .given(let number), .readAs(let number): .catalogNumber(number)
        case .invalid: nil
        case nil: (try? parsed.get()).map(BatchSubject.barcode)
        }
    }
}

/// How an input that is no barcode is searched by its label's catalogue number instead.
package enum CatalogNumberInput: Equatable, Sendable {
    /// `catno:NUMBER`: said to be one.
    case given(CatalogNumber)
    /// No barcode (`BarcodeInput.parsed` says why), but it reads as a catalogue number (letters and
    /// digits): searched as one, with a note, as `cdscan lookup` does with a typed argument.
    case readAs(CatalogNumber)
    /// `catno:` followed by something that is no catalogue number: recorded as invalid.
    case invalid

    /// The one rule for what was typed, scanned or listed (`lookup`, `catalog`, their handheld
    /// modes, list lines): the catalogue number `text` is searched by when it says so
    /// (`catno:NUMBER`) or is no barcode (`parsed` failed) but reads as one
    /// (``CatalogNumber/init(typed:)``); nil for a barcode (valid or not) that is no catalogue number.
    package init?(_ text: String, parsed: Result<GTIN, BarcodeError>) {
        if let given = Self.prefixed(text) {
            self = CatalogNumber(given).map(Self.given) ?? .invalid
            return
        }
        guard case .failure = parsed, let number = CatalogNumber(typed: text) else { return nil }
        self = .readAs(number)
    }

    /// What follows `catno:` (any case, spaces after the colon allowed), or nil without the prefix.
    static func prefixed(_ text: String) -> String? {
        let prefix = "catno:"
        guard text.count >= prefix.count, text.prefix(prefix.count).lowercased() == prefix else { return nil }
        return String(text.dropFirst(prefix.count))
    }
}

/// Reads a list of barcodes with the tolerant parser (`Catalog.BarcodeList`: BOM, CRLF,
/// quoted fields, tab, `;` or `,`, a header line, spreadsheet barcodes), one input per entry.
///
/// A list file's entries are identified by the file's absolute path and the n-th occurrence
/// of their code in it (``CopyIdentity/list(path:occurrence:)``), so running the list again
/// adds nothing and a repeated line is another copy; standard input's are new copies.
package enum BarcodeListReader {
    /// The codes of a list `name` ("barcodes.txt", or "stdin") holding `text`, numbered by
    /// line; `sourcePrefix` is "file" or "stdin"; `path` is the file's absolute path (nil for stdin).
    /// `anyPrefix`: look up books, periodicals and coupons too (`--any-prefix`).
    ///
    /// `stop` is asked every `stopCheckLines` lines: once it says so, the lines read so far are
    /// returned (a list's first lines; the list given again reads the rest and adds nothing).
    package static func parse(
        _ text: String, name: String, sourcePrefix: String, path: String? = nil, anyPrefix: Bool = false,
        stop: () -> Bool = { false }
    ) -> [BarcodeInput] {
        var inputs: [BarcodeInput] = []
        for entry in BarcodeList.entries(in: text) {
            if inputs.count % stopCheckLines == stopCheckLines - 1, stop() { break }
            let location = "\(name):\(entry.line)"
            let source = sourcePrefix == "file" ? "file:\(location)" : "\(sourcePrefix):\(entry.line)"
            inputs.append(
                BarcodeInput(
                    text: entry.code, source: source, location: location, notes: entry.notes, anyPrefix: anyPrefix))
        }
        guard let path else { return inputs }
        // A code's occurrences are counted by its EAN-13 (a catalogue number's as typed), so
        // "0 29667 43122 4" and "0029667431224" are one code.
        let occurrences = CopyIdentity.occurrences(
            of: inputs.map { $0.subject?.key.description ?? "invalid:" + $0.text })
        return zip(inputs, occurrences).map { input, occurrence in
            var input = input
            input.copy = .list(path: path, occurrence: occurrence)
            return input
        }
    }

    /// How many lines are read between two looks at `parse`'s `stop` (a few milliseconds' work).
    static let stopCheckLines = 1024

    /// The code of line `line` typed at `catalog -`'s prompt (source `terminal:N`, a new copy
    /// each time, no location in messages: the person just typed it); nil for a blank line.
    package static func typed(_ text: String, line: Int, anyPrefix: Bool = false) -> BarcodeInput? {
        BarcodeList.entry(typed: text, line: line).map { entry in
            BarcodeInput(text: entry.code, source: "terminal:\(line)", notes: entry.notes, anyPrefix: anyPrefix)
        }
    }
}
