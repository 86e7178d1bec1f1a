import Barcode
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

    public init(
        text: String, parsed: Result<GTIN, BarcodeError>, source: String, location: String? = nil, notes: String = ""
    ) {
        self.text = text
        self.parsed = parsed
        self.source = source
        self.location = location
        self.notes = notes
    }

    /// A barcode typed as a command-line argument.
    public static func argument(_ text: String) -> BarcodeInput {
        BarcodeInput(
            text: text, parsed: Result { () throws(BarcodeError) in try GTIN(parsing: text) }, source: "argument")
    }
}

/// Reads a list of barcodes: one a line, with `#` comment lines and blank lines skipped.
///
/// Spaces and dashes inside a barcode are allowed ("0 29667 43122 4"); a note
/// may follow a tab or a comma ("5099750442227, shelf 3"). A byte-order mark
/// and Windows line ends are tolerated.
public enum BarcodeListReader {
    /// The barcodes of a list `name` ("barcodes.txt", or "stdin") holding `text`,
    /// numbered by line; `sourcePrefix` is "file" or "stdin".
    public static func parse(_ text: String, name: String, sourcePrefix: String) -> [BarcodeInput] {
        var inputs: [BarcodeInput] = []
        var number = 0
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // Character-wise, so "\r\n" (one Character) ends a line like "\n" does.
        for line in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let (code, notes) = split(trimmed)
            let location = "\(name):\(number)"
            let source = sourcePrefix == "file" ? "file:\(location)" : "\(sourcePrefix):\(number)"
            inputs.append(
                BarcodeInput(
                    text: code, parsed: Result { () throws(BarcodeError) in try GTIN(parsing: code) },
                    source: source, location: location, notes: notes))
        }
        return inputs
    }

    /// The barcode and the note after the first tab or comma, both trimmed.
    static func split(_ line: String) -> (code: String, notes: String) {
        guard let separator = line.firstIndex(where: { $0 == "\t" || $0 == "," }) else {
            return (line, "")
        }
        let code = line[..<separator].trimmingCharacters(in: .whitespaces)
        let notes = line[line.index(after: separator)...].trimmingCharacters(in: .whitespaces)
        return (code, notes)
    }
}
