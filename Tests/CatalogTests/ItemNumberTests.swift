import Barcode
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// An item's number names one copy for good: a number removed is never given to another copy,
/// in a new catalogue or in one an earlier cdscan made (`Schema.itemNumbersNeverReused`).
@Suite struct ItemNumberTests {
    @Test func theLastItemsNumberIsNotGivenToTheNextCopy() throws {
        let store = try memoryStore()
        for number in 1...3 { try store.record(try gtin(number: number), as: .new, source: "argument") }
        _ = try store.remove([3])
        let next = try store.record(try gtin(number: 4), as: .new, source: "argument")
        #expect(next.id == 4)
        // A copy made by `items copies` is numbered past the removed ones too.
        _ = try store.remove([4])
        let clones = try store.setCopies(2, item: 1)
        #expect(clones.added == [5])
        #expect(try store.allItems().map(\.id) == [1, 2, 5])
    }

    @Test func aCatalogueOfTheVersionBeforeKeepsEveryRowAndNumber() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let before = Schema.migrations.count - 1
            // The catalogue as the cdscan before this migration left it: items 1, 2 and 5 (3 and 4
            // removed, 4 after a sync had paired it, which the sync's table remembers; 6, the
            // last, removed with nothing to remember it).
            let codes = try (0...6).map { try gtin(number: $0).ean13 }
            let database = try Database(path: path)
            try database.transaction { () throws(DatabaseError) in
                for sql in Schema.migrations.prefix(before) { try database.execute(sql) }
                try database.execute("PRAGMA user_version = \(before)")
                for id in [1, 2, 3, 4, 5, 6] {
                    try database.run(
                        """
                        INSERT INTO items (id, kind, code, status, source, notes, added_at, location, tags)
                        VALUES (?, 'barcode', ?, 'pending', 'argument', ?, '2026-01-01T00:00:00Z', ?, '["jazz"]')
                        """,
                        [.integer(Int64(id)), .text(codes[id]), .text("note \(id)"), .text("Shelf \(id)")])
                }
                try database.run(
                    "INSERT INTO discogs_sync (item_id, release_id, instance_id) VALUES (4, 99, 1234)", [])
                try database.execute("DELETE FROM items WHERE id IN (3, 4, 6)")
            }
            #expect(try database.query("SELECT item_removed FROM discogs_sync") { $0.integer(0) } == [1])

            let store = try CatalogStore(path: path)
            #expect(try store.database.query("PRAGMA user_version") { $0.integer(0) } == [Int64(Schema.version)])
            let items = try store.allItems()
            #expect(items.map(\.id) == [1, 2, 5])
            #expect(items.map(\.notes) == ["note 1", "note 2", "note 5"])
            #expect(items.map { $0.record.location?.description } == ["Shelf 1", "Shelf 2", "Shelf 5"])
            #expect(items.allSatisfy { $0.record.tags == ["jazz"] })
            // Past the highest number in the table and the highest a sync remembers (4 < 5 here).
            let next = try store.record(try gtin(number: 7), as: .new, source: "argument")
            #expect(next.id == 6, "6 was removed before the upgrade with nothing to remember it")
            _ = try store.remove([6])
            #expect(try store.record(try gtin(number: 8), as: .new, source: "argument").id == 7)
            // The trigger on the table made anew still marks a synced copy removed.
            try store.database.run(
                "INSERT INTO discogs_sync (item_id, release_id, instance_id) VALUES (7, 98, 1235)", [])
            _ = try store.remove([7])
            #expect(
                try store.database.query("SELECT item_removed FROM discogs_sync WHERE item_id = 7") { $0.integer(0) }
                    == [1])
        }
    }

    @Test func aNumberASyncRemembersIsNotGivenAgainAfterTheUpgrade() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let before = Schema.migrations.count - 1
            let first = try gtin(number: 1).ean13
            let database = try Database(path: path)
            try database.transaction { () throws(DatabaseError) in
                for sql in Schema.migrations.prefix(before) { try database.execute(sql) }
                try database.execute("PRAGMA user_version = \(before)")
                try database.run(
                    """
                    INSERT INTO items (id, kind, code, status, source, added_at)
                    VALUES (1, 'barcode', ?, 'pending', 'argument', '2026-01-01T00:00:00Z')
                    """, [.text(first)])
                // Item 9 was synced, then removed: its number is known only to the sync's table.
                try database.run(
                    "INSERT INTO discogs_sync (item_id, item_removed, release_id) VALUES (9, 1, 99)", [])
            }
            let store = try CatalogStore(path: path)
            #expect(try store.record(try gtin(number: 2), as: .new, source: "argument").id == 10)
        }
    }
}
