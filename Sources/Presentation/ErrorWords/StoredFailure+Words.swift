import Album
import Catalog

/// How a failure the catalogue keeps (`StoredFailure`) is said wherever an item is shown: `items
/// list` and `show`, the exports' `error` column, the gallery, a typed code's line. A plain
/// member, not a `CustomStringConvertible` conformance: the modules below Presentation that
/// write these words are handed them (``texts(of:)``), so none can interpolate the value and get
/// other words when Presentation is not linked.
extension StoredFailure {
    /// The failure in words: the lookup's or the barcode's error as they say it on stderr, the
    /// catalogue number's rule, or the words an earlier cdscan stored, as they are.
    package var words: String {
        switch self {
        case .lookup(let error): error.description
        case .invalidBarcode(let error): error.description
        case .notACatalogNumber: "it is not a catalogue number (\(CatalogNumber.rule))"
        case .recordedText(let text): text
        }
    }

    /// The failures of `items` in words, by item number: what `CatalogCSV`, `CatalogJSONL` and
    /// `GalleryCatalog` write in their `error` column or field.
    package static func texts(of items: [CatalogItem]) -> [Int64: String] {
        Dictionary(items.compactMap { item in item.error.map { (item.id, $0.words) } }, uniquingKeysWith: { $1 })
    }
}
