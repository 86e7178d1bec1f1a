import Barcode
import Catalog
import Foundation

/// One barcode given to `cdscan catalog`: from a list file, standard input, the command line or a photo.
public struct BarcodeInput: Equatable, Sendable {
    /// The barcode as written, without its note.
    public var text: String
    /// The parsed barcode, or why the text is not one.
    public var parsed: Result<GTIN, BarcodeError>
    /// What the catalog records as its origin: "file:barcodes.txt:12", "stdin:3", "argument".
    public var source: String
    /// Where a message about it points: "barcodes.txt:12"; nil for a command-line argument.
    public var location: String?
    /// The note after a tab or comma, for the catalog's notes column.
    public var notes: String = ""
    /// What makes it the same copy when it is recorded again (``CopyIdentity``).
    public var copy: CopyIdentity = .new

    public init(
        text: String, parsed: Result<GTIN, BarcodeError>, source: String, location: String? = nil, notes: String = "",
        copy: CopyIdentity = .new
    ) {
        self.text = text
        self.parsed = parsed
        self.source = source
        self.location = location
        self.notes = notes
        self.copy = copy
    }

    /// A barcode typed as a command-line argument.
    public static func argument(_ text: String) -> BarcodeInput {
        BarcodeInput(
            text: text, parsed: Result { () throws(BarcodeError) in try GTIN(parsing: text) }, source: "argument")
    }
}

/// Reads a list of barcodes with the tolerant parser (`Catalog.BarcodeList`: BOM, CRLF,
/// quoted fields, tab, `;` or `,`, a header line, spreadsheet barcodes), one input per entry.
///
/// A list file's entries are identified by the file's absolute path and the n-th occurrence
/// of their code in it (``CopyIdentity/list(path:occurrence:)``), so running the list again
/// adds nothing and a repeated line is another copy; standard input's are new copies.
public enum BarcodeListReader {
    /// The barcodes of a list `name` ("barcodes.txt", or "stdin") holding `text`, numbered by
    /// line; `sourcePrefix` is "file" or "stdin"; `path` is the file's absolute path (nil for stdin).
    public static func parse(_ text: String, name: String, sourcePrefix: String, path: String? = nil)
        -> [BarcodeInput]
    {
        let entries = BarcodeList.entries(in: text)
        let parsed = entries.map { entry in Result { () throws(BarcodeError) in try GTIN(parsing: entry.code) } }
        // A code's occurrences are counted by its EAN-13, so "0 29667 43122 4" and "0029667431224" are one code.
        let occurrences = CopyIdentity.occurrences(
            of: zip(entries, parsed).map { entry, result in
                (try? result.get())?.ean13 ?? "invalid:" + entry.code
            })
        return entries.indices.map { index in
            let entry = entries[index]
            let location = "\(name):\(entry.line)"
            let source = sourcePrefix == "file" ? "file:\(location)" : "\(sourcePrefix):\(entry.line)"
            let copy = path.map { CopyIdentity.list(path: $0, occurrence: occurrences[index]) } ?? .new
            return BarcodeInput(
                text: entry.code, parsed: parsed[index], source: source, location: location, notes: entry.notes,
                copy: copy)
        }
    }
}
