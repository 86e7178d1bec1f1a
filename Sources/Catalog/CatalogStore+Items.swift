import Album
import Barcode
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Every item, in the order added: what `cdscan export` writes.
    package func allItems() throws(CatalogError) -> [CatalogItem] {
        try items(where: "1", [])
    }

    /// The first copy of `gtin`, or nil when it was never recorded.
    func item(for gtin: GTIN) throws(CatalogError) -> CatalogItem? {
        try items(where: "kind = 'barcode' AND code = ? ORDER BY id LIMIT 1", [.text(gtin.ean13)]).first
    }

    /// Item number `id`, or nil when there is none.
    package func item(id: Int64) throws(CatalogError) -> CatalogItem? {
        try items(where: "id = ?", [.integer(id)]).first
    }

    /// The items `selection` names, in the order added.
    package func items(_ selection: ItemSelection) throws(CatalogError) -> [CatalogItem] {
        let (condition, values) = selection.condition
        return try items(where: condition, values)
    }

    /// The items any of `selections` names, each once, in the order added; item numbers that
    /// name no item throw `noSuchItem` (a status or barcode that matches nothing selects nothing).
    package func items(anyOf selections: [ItemSelection]) throws(CatalogError) -> [CatalogItem] {
        var found: [Int64: CatalogItem] = [:]
        for selection in selections {
            let named: [CatalogItem]
            if case .ids(let ids) = selection { named = try existing(ids) } else { named = try items(selection) }
            for item in named { found[item.id] = item }
        }
        return found.values.sorted { $0.id < $1.id }
    }

    /// Each barcode among the items `selection` names once, in the order first seen (what a refresh looks up).
    func barcodes(_ selection: ItemSelection) throws(CatalogError) -> [GTIN] {
        let (condition, values) = selection.condition
        return try barcodes(where: condition, values)
    }

    /// The items in `status`, in the order added.
    package func items(withStatus status: ItemStatus) throws(CatalogError) -> [CatalogItem] {
        try items(where: "status = ?", [.text(status.rawValue)])
    }

    func items(where condition: String, _ values: [DatabaseValue]) throws(CatalogError) -> [CatalogItem] {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT code, format, digits, status, source, notes, error, album, alternatives,
                    added_at, looked_up_at, attempts, details, collection_status, collection_folder,
                    id, kind, picked, rating, media_condition, sleeve_condition, toc, mcn,
                    location, paid_amount, paid_currency, bought, tags
                FROM (SELECT * FROM items WHERE \(condition)) ORDER BY id
                """, values, row: StoredItem.init)
        }
        return try rows.map { row throws(CatalogError) in try decode(row) }
    }

    private func decode(_ row: StoredItem) throws(CatalogError) -> CatalogItem {
        func damaged(_ damage: CatalogError.Damage) -> CatalogError {
            .damagedItem(path: path, barcode: row.barcode, damage: damage)
        }
        var gtin: GTIN?
        guard let kind = ItemKind(rawValue: row.kind) else { throw damaged(.unknownKind(row.kind)) }
        if kind == .barcode, let format = row.format {
            guard let parsed = GTIN(storedDigits: row.digits ?? "", format: format, barcode: row.barcode) else {
                throw damaged(.invalidDigits(row.digits, format: format))
            }
            gtin = parsed
        }
        guard let status = ItemStatus(rawValue: row.status) else { throw damaged(.unknownStatus(row.status)) }
        guard let scannedAt = Timestamp.date(row.scannedAt) else { throw damaged(.badTime(row.scannedAt)) }
        return CatalogItem(
            id: row.id, kind: kind, barcode: row.barcode, gtin: gtin, status: status, source: row.source,
            notes: row.notes,
            error: row.error.map { StoredFailure(storedText: $0, decoder: decoder) },
            album: try row.album.map { json throws(CatalogError) in try album(json, row) },
            alternatives: try albums(row.alternatives, row), picked: row.picked, scannedAt: scannedAt,
            lookedUpAt: row.lookedUpAt.flatMap(Timestamp.date), attempts: row.attempts,
            details: try row.details.map { json throws(CatalogError) in try decode(ReleaseDetails.self, json, row) },
            collection: row.collectionStatus.flatMap(CollectionEntry.Status.init).map {
                CollectionEntry(status: $0, folder: row.collectionFolder ?? "")
            },
            condition: CopyCondition(rating: row.rating, media: row.mediaCondition, sleeve: row.sleeveCondition),
            record: record(row), toc: row.toc, mcn: row.mcn)
    }

    /// The collector's fields of `row`; a value that no longer parses (written by hand) is left out.
    private func record(_ row: StoredItem) -> CopyRecord {
        let paid = row.paidAmount.flatMap { amount in
            row.paidCurrency.flatMap { currency in try? Price(amount: amount, currency: currency) }
        }
        let tags = (try? decoder.decode([String].self, from: Data(row.tags.utf8))) ?? []
        return CopyRecord(
            location: row.location.flatMap(ShelfLocation.init(stored:)), paid: paid,
            bought: row.bought.flatMap(PurchaseDate.init(stored:)), tags: tags)
    }

    /// The album `json` holds: remembered when this store wrote it (`AlbumMemo`), else decoded.
    private func album(_ json: String, _ row: StoredItem) throws(CatalogError) -> Album {
        if let known = memo.album(json) { return known }
        return try decode(Album.self, json, row)
    }

    /// The albums `json` holds, like `album(_:_:)`.
    private func albums(_ json: String, _ row: StoredItem) throws(CatalogError) -> [Album] {
        if let known = memo.albums(json) { return known }
        return try decode([Album].self, json, row)
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String, _ row: StoredItem) throws(CatalogError)
        -> Value
    {
        do {
            return try decoder.decode(type, from: Data(json.utf8))
        } catch {
            // Only Foundation's DecodingError reaches here: its text is Foundation's own.
            throw .damagedItem(path: path, barcode: row.barcode, damage: .albumData(detail: "\(error)"))
        }
    }
}

/// An `items` row as SQLite returns it, before its values are checked; each field read by its column's name.
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
    var id: Int64
    var kind: String
    var picked: Bool
    var rating: Int?
    var mediaCondition: String?
    var sleeveCondition: String?
    var toc: String?
    var mcn: String?
    var location: String?
    var paidAmount: String?
    var paidCurrency: String?
    var bought: String?
    var tags: String

    init(_ row: Statement) {
        barcode = row.text("code") ?? ""
        format = row.text("format")
        digits = row.text("digits")
        status = row.text("status") ?? ""
        source = row.text("source") ?? ""
        notes = row.text("notes") ?? ""
        error = row.text("error")
        album = row.text("album")
        alternatives = row.text("alternatives") ?? "[]"
        scannedAt = row.text("added_at") ?? ""
        lookedUpAt = row.text("looked_up_at")
        attempts = Int(row.integer("attempts"))
        details = row.text("details")
        collectionStatus = row.text("collection_status")
        collectionFolder = row.text("collection_folder")
        id = row.integer("id")
        kind = row.text("kind") ?? ""
        picked = row.integer("picked") != 0
        rating = row.text("rating").flatMap { Int($0) }
        mediaCondition = row.text("media_condition")
        sleeveCondition = row.text("sleeve_condition")
        toc = row.text("toc")
        mcn = row.text("mcn")
        location = row.text("location")
        paidAmount = row.text("paid_amount")
        paidCurrency = row.text("paid_currency")
        bought = row.text("bought")
        tags = row.text("tags") ?? "[]"
    }
}
