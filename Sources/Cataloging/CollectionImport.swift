import Catalog
import Foundation

/// `cdscan items import`: a Discogs collection export recorded in the catalogue, one item per
/// row, before (with a `BatchRunner`) each release is fetched by its id.
///
/// A copy is identified by the export's absolute path (symlinks resolved) and the n-th row of
/// its release id (``CopyIdentity/collectionExport(path:occurrence:)``): importing the same file
/// again adds no copies, brings each copy's rating, conditions, folder and notes up to date, and
/// fetches only the releases still pending (or failed; not found ones too with `--retry`).
package enum CollectionImport {
    /// What recording an export did.
    package struct Recorded: Sendable, Equatable {
        /// The keys of the releases of the rows recorded (`CatalogItem.key`), for `BatchRunner.Options.only`.
        package var keys: Set<ItemKey>
        /// Rows recorded, and of those, copies added (the others were there from an earlier import).
        package var rows: Int
        package var added: Int
        /// Rows that could not be read (a release id that is no number), not recorded.
        package var problems: [DiscogsCollectionImport.Problem]
        /// Rows recorded without a rating or grade `items edit` refuses, in the file's order.
        package var refusals: [DiscogsCollectionImport.Refusal] = []
    }

    /// Records the `rows` of the export at `path` (`name`: as the person gave it, for the items'
    /// source "discogs-export:NAME:ROW") in one transaction; `problems` are the rows that could
    /// not be read (`DiscogsCollectionImport.read`), reported and not recorded.
    package static func record(
        _ rows: [DiscogsCollectionImport.Row], problems: [DiscogsCollectionImport.Problem], path: String,
        name: String, in store: CatalogStore
    ) throws(CatalogError) -> Recorded {
        let occurrences = CopyIdentity.occurrences(of: rows.map(\.releaseID))
        var recorded = Recorded(
            keys: [], rows: rows.count, added: 0, problems: problems, refusals: rows.compactMap(\.refusal))
        try store.transaction { () throws(CatalogError) in
            for (row, occurrence) in zip(rows, occurrences) {
                let copy = try store.recordImported(
                    row, as: .collectionExport(path: path, occurrence: occurrence),
                    source: "discogs-export:\(name):\(row.row)")
                if copy.isNew { recorded.added += 1 }
                recorded.keys.insert(ItemKey(kind: .release, code: CatalogStore.releaseCode(row.album)))
            }
        }
        return recorded
    }
}
