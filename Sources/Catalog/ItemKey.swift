import Barcode

/// What the catalogue knows every copy of one code by: its kind and its code, the one key the
/// store is asked with for every kind (a barcode, a catalogue number, a disc, a release).
///
/// Copies of one code share it; a lookup's answer, a person's choice and a release's details
/// are saved on every copy with the key.
package struct ItemKey: Sendable, Hashable, CustomStringConvertible {
    package var kind: ItemKind
    /// The code ``ItemKind`` describes: a barcode's EAN-13 (`GTIN.ean13`), a catalogue number as
    /// typed, a disc ID, a release's "discogs:4707982", an invalid line's text, a photo's path.
    package var code: String

    package init(kind: ItemKind, code: String) {
        (self.kind, self.code) = (kind, code)
    }

    /// The key of a barcode's copies: its EAN-13 form, so a UPC-A and its EAN-13 are one code.
    package static func barcode(_ gtin: GTIN) -> ItemKey {
        ItemKey(kind: .barcode, code: gtin.ean13)
    }

    /// "0029667431224" for a barcode, "catalog_number:TPLP71CD" for the other kinds (no EAN-13
    /// holds a colon): one text per key, for keys kept beside other texts (`CatalogItem.releaseKey`).
    package var description: String {
        kind == .barcode ? code : "\(kind.rawValue):\(code)"
    }
}
