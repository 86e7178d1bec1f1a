import Barcode
import Foundation
import Lookup

/// Why an item has no release, as the catalogue keeps it (its `error` column): a failed lookup's
/// error or an invalid line's defect, typed. The catalogue words nothing: Presentation words it
/// where it is shown (`items list` and `show`, the exports' `error` column, the gallery), and
/// hands those words to the writers below it (`CatalogCSV`, `CatalogJSONL`, the gallery's items).
package enum StoredFailure: Sendable, Equatable, Codable {
    /// The lookup failed; the code is looked up again later (`catalog --resume`).
    case lookup(LookupError)
    /// The line is not a barcode.
    case invalidBarcode(BarcodeError)
    /// The `catno:` line is not a catalogue number.
    case notACatalogNumber
    /// The words a cdscan that stored failures as text left in the row, kept as they are.
    case recordedText(String)

    /// The failure the column's `text` holds: JSON that decodes as one (as
    /// `CatalogStore.storedText(_:barcode:)` writes it), else the words an earlier cdscan stored
    /// (none of which starts with "{").
    init(storedText text: String, decoder: JSONDecoder) {
        if text.hasPrefix("{"), let failure = try? decoder.decode(Self.self, from: Data(text.utf8)) {
            self = failure
        } else {
            self = .recordedText(text)
        }
    }
}
