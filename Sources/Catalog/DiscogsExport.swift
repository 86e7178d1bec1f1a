import Album
import Basics

/// `--format discogs`: the catalogue's Discogs releases in the columns of Discogs' own
/// collection export, one row per copy, and why the other items were left out.
package enum DiscogsExport {
    /// The header of Discogs' own collection export, in order.
    package static let columns = [
        "Catalog#", "Artist", "Title", "Label", "Format", "Rating", "Released", "release_id", "CollectionFolder",
        "Date Added", "Collection Media Condition", "Collection Sleeve Condition", "Collection Notes",
    ]

    /// Why an item has no row: Discogs can only import its own release ids.
    package enum LeftOut: String, Sendable, CaseIterable, Comparable {
        case musicBrainz = "answered by MusicBrainz"
        case ambiguous
        case notFound = "not found"
        case invalid
        case noBarcode = "no barcode read"
        case pending = "not looked up yet"
        case error = "lookup failed"

        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// One item in Discogs' columns (times in UTC; the folder the item is in, else
    /// "Uncategorized"; the rating and conditions a collection import brought); nil unless
    /// the item's release is a Discogs one (from the API or the dump index: the ids are the same).
    package static func row(_ item: CatalogItem) -> [String]? {
        guard item.status == .found, let album = item.album, album.source.isDiscogsRelease else { return nil }
        return [
            album.catalogNumber ?? "", album.artist, album.title, album.label, album.format,
            item.condition.rating.map(String.init) ?? "", album.year.map(String.init) ?? "", album.releaseID,
            item.collection?.folder.isEmpty == false ? item.collection?.folder ?? "" : "Uncategorized",
            Timestamp.discogsString(item.scannedAt), item.condition.media ?? "", item.condition.sleeve ?? "",
            item.notes,
        ]
    }

    /// Why `item` has no row, or nil when it has one.
    package static func reason(_ item: CatalogItem) -> LeftOut? {
        guard row(item) == nil else { return nil }
        switch item.status {
        case .found: return .musicBrainz
        case .ambiguous: return .ambiguous
        case .notFound: return .notFound
        case .invalid: return .invalid
        case .unidentified: return .noBarcode
        case .pending: return .pending
        case .error: return .error
        }
    }

    /// How many items were left out, by reason.
    package static func leftOut(_ items: [CatalogItem]) -> [LeftOut: Int] {
        items.reduce(into: [:]) { counts, item in
            if let reason = reason(item) { counts[reason, default: 0] += 1 }
        }
    }
}
