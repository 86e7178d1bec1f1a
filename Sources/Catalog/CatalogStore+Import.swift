import Album
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Records one row of a Discogs collection export as a copy of its release (kind
    /// `release`, code "discogs:<id>", `pending` until the release is fetched), keeping the
    /// row's rating, folder, conditions, notes and date added; the export's description of the
    /// release stands in for it until then (a fetched answer is never replaced). `identity` is usually
    /// ``CopyIdentity/collectionExport(path:occurrence:)``, so importing again adds nothing
    /// and brings the rating, conditions and folder up to date.
    @discardableResult
    package func recordImported(_ row: DiscogsCollectionImport.Row, as identity: CopyIdentity, source: String)
        throws(CatalogError) -> RecordedCopy
    {
        let recorded = try record(
            ItemKey(kind: .release, code: Self.releaseCode(row.album)), as: identity, source: source, notes: row.notes)
        let albumJSON = memo.json(row.album)
        let added = Timestamp.string(row.dateAdded ?? now())
        try run { () throws(DatabaseError) in
            try database.run(
                """
                UPDATE items SET rating = ?, media_condition = ?, sleeve_condition = ?, collection_status = 'imported',
                    collection_folder = ?,
                    album = CASE WHEN status = 'pending' THEN coalesce(album, ?) ELSE album END,
                    added_at = CASE WHEN ? THEN ? ELSE added_at END
                WHERE id = ?
                """,
                [
                    .integer(row.condition.rating), .text(row.condition.media), .text(row.condition.sleeve),
                    .text(row.folder), .text(albumJSON), .integer(recorded.isNew ? 1 : 0), .text(added),
                    .integer(recorded.id),
                ])
        }
        return recorded
    }

    /// The code of a `release` item: "discogs:4707982".
    package static func releaseCode(_ album: Album) -> String {
        "\(album.source.rawValue):\(album.releaseID)"
    }

    /// The items of `kind` (not barcodes) that need a lookup, in the order added.
    func pendingItems(of kind: ItemKind, retry: Bool = false) throws(CatalogError) -> [CatalogItem] {
        let statuses = Set(ItemStatus.allCases.filter { $0.needsLookup(retry: retry) })
        return try items(.statuses(statuses)).filter { $0.kind == kind }
    }
}
