import Foundation
import SQLite

extension CatalogStore {
    /// Applies `edit` to every item `selections` names, in one transaction: all or none.
    /// An item number that names no item throws `noSuchItem` and changes nothing; a range
    /// takes the items it holds. Returns the items changed, in the order added.
    @discardableResult
    package func apply(_ edit: CopyEdit, to selections: [ItemSelection]) throws(CatalogError) -> [Int64] {
        try transaction { () throws(CatalogError) -> [Int64] in
            let ids = try itemNumbers(anyOf: selections)
            let (assignments, values) = Self.assignments(edit)
            let tagsChange = !edit.addedTags.isEmpty || !edit.removedTags.isEmpty
            try run { () throws(DatabaseError) in
                for id in ids {
                    if !assignments.isEmpty {
                        try database.run(
                            "UPDATE items SET \(assignments.joined(separator: ", ")) WHERE id = ?",
                            values + [.integer(id)])
                    }
                    if tagsChange { try changeTags(of: id, adding: edit.addedTags, removing: edit.removedTags) }
                }
            }
            return ids
        }
    }

    /// The items `filter` keeps, in the order added. With a place, only the copies there are
    /// decoded: the places are read alone and compared by ``ShelfLocation/contains(_:)``, the one
    /// rule (SQLite compares bytes, and a place may be stored in either Unicode form).
    package func items(matching filter: ItemFilter) throws(CatalogError) -> [CatalogItem] {
        guard let location = filter.location else { return try allItems().filter(filter.matches) }
        let rows = try run { () throws(DatabaseError) in
            try database.query("SELECT id, location FROM items WHERE location IS NOT NULL") { row in
                (row.integer(0), row.text(1))
            }
        }
        let ids = rows.filter { $0.1.flatMap(ShelfLocation.init(stored:)).map(location.contains) ?? false }.map(\.0)
        return try items(
            where: "id IN (SELECT value FROM json_each(?))",
            [.text("[" + ids.map(String.init).joined(separator: ",") + "]")]
        ).filter(filter.matches)
    }

    /// The copies an audit of `place` needs (``ShelfAudit/findings(place:seen:copies:)``): those
    /// at the place or within it (by ``ShelfLocation/contains(_:)``, as `items list --location`),
    /// and every copy of the barcodes `codes` (EAN-13), read without decoding their releases.
    package func shelfCopies(at place: ShelfLocation, codes: Set<String>) throws(CatalogError) -> [ShelfAudit.Copy] {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT id, kind, code, location FROM items
                WHERE location IS NOT NULL OR (kind = 'barcode' AND code IN (SELECT value FROM json_each(?1)))
                ORDER BY id
                """,
                [.text(Self.tagsJSON(codes.sorted()))]
            ) { row in (row.integer(0), row.text(1) ?? "", row.text(2) ?? "", row.text(3)) }
        }
        return rows.compactMap { id, kind, code, location in
            ItemKind(rawValue: kind).map {
                ShelfAudit.Copy(
                    id: id, key: ItemKey(kind: $0, code: code), location: location.flatMap(ShelfLocation.init(stored:)))
            }
        }.filter { copy in
            copy.location.map(place.contains) == true || (copy.key.kind == .barcode && codes.contains(copy.key.code))
        }
    }

    /// The copies of each release (``CatalogItem/releaseKey``) in the whole catalogue, counted
    /// without decoding the releases.
    package func copiesByRelease() throws(CatalogError) -> [String: Int] {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT status, kind, code, json_extract(album, '$.source'), json_extract(album, '$.releaseID')
                FROM items
                """
            ) { row in (row.text(0) ?? "", row.text(1) ?? "", row.text(2) ?? "", row.text(3), row.text(4)) }
        }
        var counts: [String: Int] = [:]
        for (status, kind, code, service, releaseID) in rows {
            guard let status = ItemStatus(rawValue: status), let kind = ItemKind(rawValue: kind) else { continue }
            let key = CatalogItem.releaseKey(
                status: status, service: service, releaseID: releaseID, key: ItemKey(kind: kind, code: code))
            counts[key, default: 0] += 1
        }
        return counts
    }

    /// The numbers of the items any of `selections` names, each once, in order; throws
    /// `noSuchItem` for a number (not a range) that names no item.
    package func itemNumbers(anyOf selections: [ItemSelection]) throws(CatalogError) -> [Int64] {
        var found = Set<Int64>()
        for selection in selections {
            let (condition, values) = selection.condition
            let ids = try run { () throws(DatabaseError) in
                try database.query("SELECT id FROM items WHERE \(condition)", values) { $0.integer(0) }
            }
            if case .ids(let named) = selection {
                let known = Set(ids)
                if let missing = named.first(where: { !known.contains($0) }) { throw .noSuchItem(id: missing) }
            }
            found.formUnion(ids)
        }
        return found.sorted()
    }

    /// The SET clauses of `edit`'s fields (tags aside) and their values.
    private static func assignments(_ edit: CopyEdit) -> ([String], [DatabaseValue]) {
        var sets: [String] = []
        var values: [DatabaseValue] = []
        func assign(_ column: String, _ value: DatabaseValue) {
            sets.append("\(column) = ?")
            values.append(value)
        }
        if let media = edit.media { assign("media_condition", .text(media.value?.fullName)) }
        if let sleeve = edit.sleeve { assign("sleeve_condition", .text(sleeve.value?.fullName)) }
        if let location = edit.location { assign("location", .text(location.value?.description)) }
        if let paid = edit.paid {
            assign("paid_amount", .text(paid.value?.amount))
            assign("paid_currency", .text(paid.value?.currency))
        }
        if let bought = edit.bought { assign("bought", .text(bought.value?.description)) }
        if let rating = edit.rating { assign("rating", rating.value.map { .integer(Int64($0)) } ?? .null) }
        if let notes = edit.notes { assign("notes", .text(notes)) }
        return (sets, values)
    }

    /// Adds and removes tags of item `id` (``CopyTag/applying(added:removed:to:)``).
    private func changeTags(of id: Int64, adding added: [String], removing removed: [String]) throws(DatabaseError) {
        let stored = try database.query("SELECT tags FROM items WHERE id = ?", [.integer(id)]) { $0.text(0) }.first
        let tags = (stored ?? nil).flatMap { try? decoder.decode([String].self, from: Data($0.utf8)) } ?? []
        let changed = CopyTag.applying(added: added, removed: removed, to: tags)
        guard changed != tags else { return }
        try database.run("UPDATE items SET tags = ? WHERE id = ?", [.text(Self.tagsJSON(changed)), .integer(id)])
    }

    /// `tags` (or any texts) as a JSON array, the form the `tags` column holds.
    static func tagsJSON(_ tags: [String]) -> String {
        (try? JSONEncoder().encode(tags)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// Sets the location of item `id` (a copy `catalog --location` recorded).
    func place(item id: Int64, at location: ShelfLocation) throws(DatabaseError) {
        try database.run("UPDATE items SET location = ? WHERE id = ?", [.text(location.description), .integer(id)])
    }
}
