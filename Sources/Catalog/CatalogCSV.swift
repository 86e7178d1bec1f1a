import Album
import Foundation

/// The catalog as CSV: cdscan's own columns, or the columns of Discogs' collection export.
public enum CatalogCSV {
    /// Which columns to write.
    public enum Format: String, Sendable, CaseIterable {
        /// Every item, with ``CatalogCSV/columns``.
        case cdscan
        /// Found releases only, with ``CatalogCSV/discogsColumns``, for Discogs' collection import.
        case discogs
    }

    /// The header of the cdscan format, in order. `source` is where the barcode came from
    /// (a list, a photo, the camera); `service` the database that answered (`discogs`, `musicbrainz`).
    public static let columns = [
        "barcode", "status", "artist", "title", "year", "label", "catno", "format", "country", "genres", "styles",
        "release_id", "url", "alternatives", "source", "notes", "scanned_at", "service",
    ]

    /// The header of Discogs' own collection export, in order.
    public static let discogsColumns = [
        "Catalog#", "Artist", "Title", "Label", "Format", "Rating", "Released", "release_id", "CollectionFolder",
        "Date Added", "Collection Media Condition", "Collection Sleeve Condition", "Collection Notes",
    ]

    /// The header followed by one row per item (per found item for `.discogs`), in the items' order.
    public static func rows(for items: [CatalogItem], format: Format) -> [[String]] {
        switch format {
        case .cdscan: [columns] + items.map(row)
        case .discogs: [discogsColumns] + items.compactMap(discogsRow)
        }
    }

    /// The whole CSV text for `items`.
    public static func document(
        for items: [CatalogItem], format: Format, writer: CSVWriter = CSVWriter()
    ) -> String {
        writer.encode(rows(for: items, format: format))
    }

    /// Writes the CSV for `items` to `path` atomically: a kill during the
    /// export leaves the previous file (or none), never half of the new one.
    public static func export(
        _ items: [CatalogItem], format: Format, to path: String, writer: CSVWriter = CSVWriter()
    ) throws(CatalogError) {
        try AtomicFile.write(document(for: items, format: format, writer: writer), to: path)
    }

    /// One item in cdscan's columns; album fields are empty unless it was found.
    static func row(_ item: CatalogItem) -> [String] {
        let album = item.album
        return [
            item.barcode, item.status.rawValue, album?.artist ?? "", album?.title ?? "",
            album?.year.map(String.init) ?? "", album?.label ?? "", album?.catalogNumber ?? "",
            album?.format ?? "", album?.country ?? "", album?.genres.joined(separator: "; ") ?? "",
            album?.styles.joined(separator: "; ") ?? "", album?.releaseID ?? "", album?.url ?? "",
            item.alternatives.map(\.releaseID).joined(separator: " "), item.source, item.notes,
            Timestamp.string(item.scannedAt), album?.source.rawValue ?? "",
        ]
    }

    /// One found item in Discogs' columns (times in UTC; the folder `--add-to-collection` used,
    /// else "Uncategorized"); nil for anything else.
    static func discogsRow(_ item: CatalogItem) -> [String]? {
        guard item.status == .found, let album = item.album else { return nil }
        return [
            album.catalogNumber ?? "", album.artist, album.title, album.label, album.format, "",
            album.year.map(String.init) ?? "", album.releaseID, item.collection?.folder ?? "Uncategorized",
            Timestamp.discogsString(item.scannedAt),
            "", "", item.notes,
        ]
    }
}
