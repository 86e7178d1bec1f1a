/// What a catalogue item is known by: the one list of item kinds, for every part of cdscan
/// that records items (lists, photos, the camera, discs, imports).
///
/// An item is one physical copy. Its kind says what its `code` holds and how it is looked up:
///
/// | kind | `code` holds | looked up by |
/// |---|---|---|
/// | `barcode` | the 13-digit GTIN (EAN-13 form; format and digits beside it) | the barcode |
/// | `invalid` | the text of an input line that is not a barcode | nothing (fix or remove it) |
/// | `no_barcode` | the path of a photo in which no barcode could be read | nothing until edited |
/// | `catalog_number` | a catalogue number as printed, e.g. "TPLP71CD" | a catalogue-number search |
/// | `disc_id` | a disc's MusicBrainz disc id (from libdiscid) | the disc id |
/// | `release` | a release id, e.g. "discogs:4707982" (a Discogs collection import) | the release itself |
///
/// Copies of one release share a kind and a code; `CatalogStore.copies(of:)` counts them.
package enum ItemKind: String, Sendable, Codable, CaseIterable {
    case barcode
    case invalid
    case noBarcode = "no_barcode"
    case catalogNumber = "catalog_number"
    case discID = "disc_id"
    case release

    /// Whether an item of this kind can be looked up at all (an invalid line or a photo
    /// without a barcode has nothing to look up by).
    package var isLookable: Bool {
        switch self {
        case .barcode, .catalogNumber, .discID, .release: true
        case .invalid, .noBarcode: false
        }
    }

    /// The status a new item of this kind starts in.
    var initialStatus: ItemStatus {
        switch self {
        case .barcode, .catalogNumber, .discID, .release: .pending
        case .invalid: .invalid
        case .noBarcode: .unidentified
        }
    }
}
