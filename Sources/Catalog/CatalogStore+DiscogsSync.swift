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
                SELECT s.id, s.item_id, s.release_id, s.instance_id, s.synced,
                    s.item_removed = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.id = s.item_id),
                    \(Self.syncedColumns.map { "s." + $0 }.joined(separator: ", "))
                FROM discogs_sync s ORDER BY s.id
                """
            ) { row in
                var synced: SyncValues?
                if row.integer(4) != 0 {
                    var values = SyncValues()
                    for (offset, field) in SyncField.allCases.enumerated() {
                        values[field] = row.text(Int32(6 + offset))
                    }
                    synced = values
                }
                return DiscogsPairing(
                    id: row.integer(0), itemID: row.integer(1), itemExists: row.integer(5) != 0,
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
        let assignments: [(column: String, value: DatabaseValue)] =
            switch field {
            case .folder: [("collection_folder", .text(value))]
            case .rating: [("rating", .integer(value.flatMap { Int($0) }))]
            case .media: [("media_condition", .text(value))]
            case .sleeve: [("sleeve_condition", .text(value))]
            case .notes: [("notes", .text(value ?? ""))]
            case .location: [("location", .text(value))]
            case .paid:
                [
                    ("paid_amount", .text(value.flatMap { try? Price(parsing: $0) }?.amount)),
                    ("paid_currency", .text(value.flatMap { try? Price(parsing: $0) }?.currency)),
                ]
            case .bought: [("bought", .text(value))]
            case .tags: [("tags", .text(Self.tagsJSON(SyncField.tags(in: value))))]
            }
        try transaction { () throws(CatalogError) in
            try run { () throws(DatabaseError) in
                let columns = assignments.map { $0.column + " = ?" }.joined(separator: ", ")
                try database.run(
                    "UPDATE items SET \(columns) WHERE id = ?", assignments.map(\.value) + [.integer(itemID)])
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
        let paid = values[.paid].flatMap { try? Price(parsing: $0) }
        let stamp = Timestamp.string(now())
        return try transaction { () throws(CatalogError) -> Int64 in
            let id = try run { () throws(DatabaseError) -> Int64 in
                let ids = try database.query(
                    """
                    INSERT INTO items (kind, code, status, copy_key, source, notes, album, added_at, looked_up_at,
                        attempts, collection_status, collection_folder, rating, media_condition, sleeve_condition,
                        location, paid_amount, paid_currency, bought, tags)
                    VALUES ('release', ?, 'found', ?, 'discogs-sync', ?, ?, ?, ?, 1, 'imported', ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    RETURNING id
                    """,
                    [
                        .text(Self.releaseCode(album)), .text("discogs-instance:\(instanceID)"),
                        .text(values[.notes] ?? ""), .text(albumJSON), .text(stamp), .text(stamp),
                        .text(values[.folder]), .integer(values[.rating].flatMap { Int($0) }), .text(values[.media]),
                        .text(values[.sleeve]), .text(values[.location]), .text(paid?.amount), .text(paid?.currency),
                        .text(values[.bought]), .text(Self.tagsJSON(SyncField.tags(in: values[.tags]))),
                    ]
                ) { $0.integer(0) }
                return ids[0]
            }
            try pairWithDiscogs(item: id, releaseID: releaseID, instanceID: instanceID, synced: values)
            return id
        }
    }

    /// The columns of `discogs_sync` holding each field as last synced, in ``SyncField`` order.
    private static let syncedColumns = SyncField.allCases.map(\.rawValue)

    private func storeSynced(_ values: SyncValues, pairing id: Int64) throws(DatabaseError) {
        try database.run(
            """
            UPDATE discogs_sync SET synced = 1, \(Self.syncedColumns.map { $0 + " = ?" }.joined(separator: ", "))
            WHERE id = ?
            """, SyncField.allCases.map { .text(values[$0]) } + [.integer(id)])
    }
}
