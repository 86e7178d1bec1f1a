import Basics
import Foundation
import SQLite

/// What `setCopies` changed.
package struct CopiesChange: Sendable, Equatable {
    /// The copies the catalogue holds now.
    package var copies: Int
    /// Items added (copies of the item, without notes) and removed (the most recently added first).
    package var added: [Int64]
    package var removed: [Int64]

    package init(copies: Int, added: [Int64], removed: [Int64]) {
        self.copies = copies
        self.added = added
        self.removed = removed
    }
}

extension CatalogStore {
    /// Removes items `ids`, all or none: an unknown number removes nothing and throws `noSuchItem`.
    /// Returns the items removed.
    @discardableResult
    package func remove(_ ids: [Int64]) throws(CatalogError) -> [CatalogItem] {
        let removed = try existing(ids)
        let stamp = Timestamp.string(now())
        try run { () throws(DatabaseError) in
            try database.transaction { () throws(DatabaseError) in
                for id in Set(ids) {
                    // Remembered by its copy key, so that the same list run again does not add it back.
                    try database.run(
                        """
                        INSERT OR REPLACE INTO removed_copies (copy_key, removed_at)
                        SELECT copy_key, ? FROM items WHERE id = ? AND copy_key IS NOT NULL
                        """, [.text(stamp), .integer(id)])
                    try database.run("DELETE FROM items WHERE id = ?", [.integer(id)])
                }
            }
        }
        return removed
    }

    /// Whether the copy `identity` names of the code `key` was removed with `items remove` (and
    /// not recorded again since): recording it again would bring back what a person removed.
    /// False for identities that name no particular copy (`.new`, `.existing`).
    package func wasRemoved(_ key: ItemKey, as identity: CopyIdentity) throws(CatalogError) -> Bool {
        guard let copyKey = identity.key(kind: key.kind, code: key.code) else { return false }
        return try run { () throws(DatabaseError) in
            try database.query("SELECT 1 FROM removed_copies WHERE copy_key = ?", [.text(copyKey)]) { $0.integer(0) }
                .first != nil
        }
    }

    /// Replaces item `id`'s notes.
    package func setNotes(_ notes: String, item id: Int64) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run("UPDATE items SET notes = ? WHERE id = ?", [.text(notes), .integer(id)])
        }
        if try run({ () throws(DatabaseError) in database.changes }) == 0 { throw .noSuchItem(id: id) }
    }

    /// Makes the catalogue hold `count` (1 to `maximumCopies`) copies of item `id`'s code, in one transaction.
    ///
    /// New copies take the item's lookup answer, source "edit" and no notes; fewer copies remove
    /// the most recently added ones (never item `id` itself).
    @discardableResult
    package func setCopies(_ count: Int, item id: Int64) throws(CatalogError) -> CopiesChange {
        guard let item = try self.item(id: id) else { throw .noSuchItem(id: id) }
        let wanted = min(max(1, count), Self.maximumCopies)
        let stamp = Timestamp.string(now())
        return try run { () throws(DatabaseError) in
            try database.transaction { () throws(DatabaseError) -> CopiesChange in
                let siblings = try database.query(
                    "SELECT id FROM items WHERE kind = ? AND code = ? ORDER BY id DESC",
                    [.text(item.kind.rawValue), .text(item.barcode)]
                ) { $0.integer(0) }
                var change = CopiesChange(copies: wanted, added: [], removed: [])
                for sibling in siblings.filter({ $0 != id }).prefix(max(0, siblings.count - wanted)) {
                    try database.run("DELETE FROM items WHERE id = ?", [.integer(sibling)])
                    change.removed.append(sibling)
                }
                for _ in 0..<max(0, wanted - siblings.count) {
                    change.added += try database.query(
                        """
                        INSERT INTO items (kind, code, format, digits, status, source, notes, error, album,
                            alternatives, picked, added_at, looked_up_at, attempts, details)
                        SELECT kind, code, format, digits, status, 'edit', '', error, album, alternatives, picked,
                            ?, looked_up_at, attempts, details
                        FROM items WHERE id = ?
                        RETURNING id
                        """, [.text(stamp), .integer(id)]
                    ) { $0.integer(0) }
                }
                return change
            }
        }
    }

    /// The items `ids` names, in the order added; throws `noSuchItem` for the first unknown one.
    func existing(_ ids: [Int64]) throws(CatalogError) -> [CatalogItem] {
        let found = try items(.ids(ids))
        let known = Set(found.map(\.id))
        if let missing = ids.first(where: { !known.contains($0) }) { throw .noSuchItem(id: missing) }
        return found
    }
}
