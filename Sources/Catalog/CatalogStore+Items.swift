import Album
import Barcode
import Foundation

extension CatalogStore {
    /// Every item, in the order first seen: what `cdscan export` writes.
    public func allItems() throws(CatalogError) -> [CatalogItem] {
        try items(where: "1", [])
    }

    /// The item for `gtin`, or nil when it was never recorded.
    public func item(for gtin: GTIN) throws(CatalogError) -> CatalogItem? {
        try items(where: "barcode = ? AND format IS NOT NULL", [.text(gtin.ean13)]).first
    }

    /// The items in `status`, in the order first seen.
    public func items(withStatus status: ItemStatus) throws(CatalogError) -> [CatalogItem] {
        try items(where: "status = ?", [.text(status.rawValue)])
    }

    private func items(where condition: String, _ values: [DatabaseValue]) throws(CatalogError) -> [CatalogItem] {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT barcode, format, digits, status, source, notes, error, album, alternatives,
                    scanned_at, looked_up_at, attempts, details, collection_status, collection_folder
                FROM items WHERE \(condition) ORDER BY id
                """, values, row: StoredItem.init)
        }
        return try rows.map { row throws(CatalogError) in try decode(row) }
    }

    private func decode(_ row: StoredItem) throws(CatalogError) -> CatalogItem {
        func damaged(_ reason: String) -> CatalogError {
            .damagedItem(path: path, barcode: row.barcode, reason: reason)
        }
        var gtin: GTIN?
        if let format = row.format {
            guard let parsed = GTIN(storedDigits: row.digits ?? "", format: format, barcode: row.barcode) else {
                throw damaged("\(row.digits ?? "no digits") is not a valid \(format)")
            }
            gtin = parsed
        }
        guard let status = ItemStatus(rawValue: row.status) else { throw damaged("unknown status \(row.status)") }
        guard let scannedAt = Timestamp.date(row.scannedAt) else { throw damaged("bad time \(row.scannedAt)") }
        return CatalogItem(
            barcode: row.barcode, gtin: gtin, status: status, source: row.source, notes: row.notes,
            error: row.error,
            album: try row.album.map { json throws(CatalogError) in try decode(Album.self, json, row) },
            alternatives: try decode([Album].self, row.alternatives, row), scannedAt: scannedAt,
            lookedUpAt: row.lookedUpAt.flatMap(Timestamp.date), attempts: row.attempts,
            details: try row.details.map { json throws(CatalogError) in try decode(ReleaseDetails.self, json, row) },
            collection: row.collectionStatus.flatMap(CollectionEntry.Status.init).map {
                CollectionEntry(status: $0, folder: row.collectionFolder ?? "")
            })
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String, _ row: StoredItem) throws(CatalogError)
        -> Value
    {
        do {
            return try decoder.decode(type, from: Data(json.utf8))
        } catch {
            throw .damagedItem(path: path, barcode: row.barcode, reason: "unreadable album data: \(error)")
        }
    }
}

/// An `items` row as SQLite returns it, before its values are checked.
private struct StoredItem {
    var barcode: String
    var format: String?
    var digits: String?
    var status: String
    var source: String
    var notes: String
    var error: String?
    var album: String?
    var alternatives: String
    var scannedAt: String
    var lookedUpAt: String?
    var attempts: Int
    var details: String?
    var collectionStatus: String?
    var collectionFolder: String?

    init(_ row: Statement) {
        barcode = row.text(0) ?? ""
        format = row.text(1)
        digits = row.text(2)
        status = row.text(3) ?? ""
        source = row.text(4) ?? ""
        notes = row.text(5) ?? ""
        error = row.text(6)
        album = row.text(7)
        alternatives = row.text(8) ?? "[]"
        scannedAt = row.text(9) ?? ""
        lookedUpAt = row.text(10)
        attempts = Int(row.integer(11))
        details = row.text(12)
        collectionStatus = row.text(13)
        collectionFolder = row.text(14)
    }
}
