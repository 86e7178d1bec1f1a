import Album
import Basics
import Foundation
import SQLite

/// The pairing of copies with Discogs collection instances (`cdscan sync`), each change kept
/// as soon as Discogs confirmed it, so that a sync stopped at any moment loses nothing.
extension CatalogStore {
    /// Every pairing, in the order made; a removed copy's pairing says its item is gone.
    package func discogsPairings() throws(CatalogError) -> [DiscogsPairing] {
        try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT s.id, s.item_id, s.release_id, s.instance_id, s.synced, s.folder, s.rating,
                    s.media_condition, s.sleeve_condition, s.notes,
                    s.item_removed = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.id = s.item_id)
                FROM discogs_sync s ORDER BY s.id
                """
            ) { row in
                var synced: SyncValues?
                if row.integer(4) != 0 {
                    var values = SyncValues()
                    for (offset, field) in SyncField.allCases.enumerated() {
                        values[field] = row.text(Int32(5 + offset))
                    }
                    synced = values
                }
                return DiscogsPairing(
                    id: row.integer(0), itemID: row.integer(1), itemExists: row.integer(10) != 0,
                    releaseID: Int(row.integer(2)), instanceID: row.text(3).flatMap { Int($0) }, synced: synced)
            }
        }
    }

    /// Pairs item `itemID` with `instanceID` of `releaseID` (nil: an add about to be sent) and
    /// returns the pairing's number; `synced`: the fields both sides now agree on.
    @discardableResult
    package func pairWithDiscogs(item itemID: Int64, releaseID: Int, instanceID: Int?, synced: SyncValues?)
        throws(CatalogError) -> Int64
    {
        try transaction { () throws(CatalogError) -> Int64 in
            let ids = try run { () throws(DatabaseError) in
                try database.query(
                    """
                    INSERT INTO discogs_sync (item_id, release_id, instance_id)
                    SELECT id, ?, ? FROM items WHERE id = ?
                    RETURNING id
                    """, [.integer(releaseID), .integer(instanceID), .integer(itemID)]
                ) { $0.integer(0) }
            }
            guard let id = ids.first else { throw .noSuchItem(id: itemID) }
            if let synced { try run { () throws(DatabaseError) in try storeSynced(synced, pairing: id) } }
            return id
        }
    }

    /// Confirms a begun add: the pairing now names `instanceID`, and the fields as synced.
    package func confirmDiscogsPairing(_ pairingID: Int64, instanceID: Int, synced: SyncValues?)
        throws(CatalogError)
    {
        try run { () throws(DatabaseError) in
            try database.run(
                "UPDATE discogs_sync SET instance_id = ? WHERE id = ?", [.integer(instanceID), .integer(pairingID)])
            if let synced { try storeSynced(synced, pairing: pairingID) }
        }
    }

    /// Keeps `values` as every field's last synced value of a pairing.
    package func recordSynced(_ values: SyncValues, pairing pairingID: Int64) throws(CatalogError) {
        try run { () throws(DatabaseError) in try storeSynced(values, pairing: pairingID) }
    }

    /// Keeps `value` as the last synced value of `field` of a pairing (after Discogs or the
    /// catalogue took it).
    package func recordSynced(_ field: SyncField, _ value: String?, pairing pairingID: Int64) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run(
                "UPDATE discogs_sync SET \(field.rawValue) = ? WHERE id = ?", [.text(value), .integer(pairingID)])
        }
    }

    /// Notes that cdscan added the copy to the collection, in `folder`.
    package func markAddedToDiscogs(item itemID: Int64, folder: String) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run(
                "UPDATE items SET collection_status = 'added', collection_folder = ? WHERE id = ?",
                [.text(folder), .integer(itemID)])
        }
    }

    /// Forgets a pairing (its instance was deleted, or both sides are gone).
    package func unpairFromDiscogs(_ pairingID: Int64) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run("DELETE FROM discogs_sync WHERE id = ?", [.integer(pairingID)])
        }
    }

    /// Writes a value Discogs had into the copy itself, and keeps it as synced, in one transaction.
    package func takeFromDiscogs(_ field: SyncField, _ value: String?, item itemID: Int64, pairing pairingID: Int64)
        throws(CatalogError)
    {
        let column =
            switch field {
            case .folder: "collection_folder"
            case .rating: "rating"
            case .media: "media_condition"
            case .sleeve: "sleeve_condition"
            case .notes: "notes"
            }
        let stored: DatabaseValue =
            switch field {
            case .rating: .integer(value.flatMap { Int($0) })
            case .notes: .text(value ?? "")
            default: .text(value)
            }
        try transaction { () throws(CatalogError) in
            try run { () throws(DatabaseError) in
                try database.run("UPDATE items SET \(column) = ? WHERE id = ?", [stored, .integer(itemID)])
                if field == .folder {
                    // The folder is shown with the collection status: the copy is in the collection.
                    try database.run(
                        "UPDATE items SET collection_status = coalesce(collection_status, 'already_there') WHERE id = ?",
                        [.integer(itemID)])
                }
            }
            try recordSynced(field, value, pairing: pairingID)
        }
    }

    /// Records a Discogs instance that has no copy here as a new item (kind `release`, status
    /// found, the album from the listing), paired with it, in one transaction; returns the item.
    @discardableResult
    package func recordFromDiscogs(album: Album, instanceID: Int, values: SyncValues) throws(CatalogError) -> Int64 {
        guard let releaseID = Int(album.releaseID) else { throw .noSuchItem(id: 0) }
        let albumJSON = memo.json(album)
        let stamp = Timestamp.string(now())
        return try transaction { () throws(CatalogError) -> Int64 in
            let id = try run { () throws(DatabaseError) -> Int64 in
                let ids = try database.query(
                    """
                    INSERT INTO items (kind, code, status, copy_key, source, notes, album, added_at, looked_up_at,
                        attempts, collection_status, collection_folder, rating, media_condition, sleeve_condition)
                    VALUES ('release', ?, 'found', ?, 'discogs-sync', ?, ?, ?, ?, 1, 'imported', ?, ?, ?, ?)
                    RETURNING id
                    """,
                    [
                        .text(Self.releaseCode(album)), .text("discogs-instance:\(instanceID)"),
                        .text(values[.notes] ?? ""), .text(albumJSON), .text(stamp), .text(stamp),
                        .text(values[.folder]), .integer(values[.rating].flatMap { Int($0) }), .text(values[.media]),
                        .text(values[.sleeve]),
                    ]
                ) { $0.integer(0) }
                return ids[0]
            }
            try pairWithDiscogs(item: id, releaseID: releaseID, instanceID: instanceID, synced: values)
            return id
        }
    }

    private func storeSynced(_ values: SyncValues, pairing id: Int64) throws(DatabaseError) {
        try database.run(
            """
            UPDATE discogs_sync SET synced = 1, folder = ?, rating = ?, media_condition = ?, sleeve_condition = ?,
                notes = ? WHERE id = ?
            """, SyncField.allCases.map { .text(values[$0]) } + [.integer(id)])
    }
}
