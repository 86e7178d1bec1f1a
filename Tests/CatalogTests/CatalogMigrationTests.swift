import Album
import Barcode
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// A catalog written by the release before copies (schema 3) opens, migrates in one
/// transaction and keeps every row.
@Suite struct CatalogMigrationTests {
    /// A version 3 catalog at `path`, made from the fixture's SQL (that release's own schema).
    func makeVersion3Catalog(at path: String) throws {
        let sql = try String(
            contentsOf: fixturesDirectory().appendingPathComponent("catalog/v3-catalog.sql"), encoding: .utf8)
        let database = try Database(path: path)
        try database.execute(sql)
        #expect(try database.query("PRAGMA user_version") { $0.integer(0) } == [3])
    }

    @Test func everyRowIsKeptWithItsIdValuesAndPlace() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try makeVersion3Catalog(at: path)
            let store = try CatalogStore(path: path)
            #expect(try store.database.query("PRAGMA user_version") { $0.integer(0) } == [Int64(Schema.version)])
            let items = try store.allItems()
            #expect(items.map(\.id) == [1, 2, 3, 4, 5, 6])
            #expect(items.map(\.kind) == [.barcode, .barcode, .barcode, .barcode, .barcode, .invalid])
            #expect(items.map(\.status) == [.found, .ambiguous, .notFound, .pending, .error, .invalid])
            #expect(items[0].album?.releaseID == "4707982")
            #expect(items[0].notes == "shelf 3")
            #expect(items[0].collection == CollectionEntry(status: .added, folder: "CDs"))
            #expect(items[1].gtin == (try GTIN(parsing: "029667431224", hint: .upcA)))
            #expect(items[1].alternatives.map(\.releaseID) == ["7", "8"])
            #expect(items[2].attempts == 2)
            #expect(items[3].source == "camera" && items[3].notes == "from the car")
            // An earlier cdscan's words are read back as they were stored.
            #expect(items[4].error == .recordedText("HTTP 502 from Discogs"))
            #expect(items[5].barcode == "12345" && items[5].gtin == nil)
            #expect(items.allSatisfy { !$0.picked && $0.condition.isEmpty })
            #expect(try store.cachedLookup(for: try GTIN(parsing: "4006381333931"), maxAge: .infinity) != nil)
            #expect(try store.pending() == [try GTIN(parsing: "9780201379624"), try GTIN(parsing: "8712345678906")])
        }
    }

    @Test func rerunningTheOldListAfterTheUpgradeAddsNoCopies() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try makeVersion3Catalog(at: path)
            let store = try CatalogStore(path: path)
            let list = directory + "/barcodes.txt"
            // The old rows have no copy identity; the first list occurrence of each code claims its row.
            for code in ["5099750442227", "0029667431224"] {
                let copy = try store.record(try GTIN(parsing: code), as: .list(path: list, occurrence: 1), source: "x")
                #expect(!copy.isNew)
                #expect(copy.copies == 1)
            }
            let again = try store.record(
                try GTIN(parsing: "5099750442227"), as: .list(path: list, occurrence: 1), source: "x")
            #expect(!again.isNew && again.id == 1)
            let second = try store.record(
                try GTIN(parsing: "5099750442227"), as: .list(path: list, occurrence: 2), source: "x")
            #expect(second.isNew && second.copies == 2)
            #expect(second.status == .found, "a new copy takes the answer its code has")
            #expect(try store.allItems().count == 7)
        }
    }

    @Test func aMigrationThatFailsHalfwayLeavesTheOldCatalogAsItWas() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try makeVersion3Catalog(at: path)
            do {
                // A table in the way makes the rebuild's first statement fail.
                let database = try Database(path: path)
                try database.execute("CREATE TABLE items_v4 (x)")
            }
            #expect(throws: CatalogError.self) { try CatalogStore(path: path) }
            let database = try Database(path: path)
            #expect(try database.query("PRAGMA user_version") { $0.integer(0) } == [3])
            #expect(try database.query("SELECT count(*) FROM items") { $0.integer(0) } == [6])
            #expect(try database.query("SELECT barcode FROM items WHERE id = 1") { $0.text(0) } == ["5099750442227"])
        }
    }

    /// Another program's SQLite file (tables, user version 0: a dump index given as `--db`) is
    /// refused and left byte for byte as it was; it used to get the catalog's tables, and WAL mode.
    /// An SQLite file without tables still becomes a catalog; an empty file is refused (issue 27):
    /// a catalogue is never empty, and `--db` naming one is a mistake to say, not a file to take.
    @Test func anotherProgramsDatabaseIsRefusedAndNotWrittenTo() throws {
        try withScratchDirectory { directory in
            let path = directory + "/index.sqlite"
            do {
                let other = try Database(path: path, mode: .create)
                try other.execute("PRAGMA journal_mode=DELETE; CREATE TABLE meta (key TEXT, value TEXT)")
            }
            let before = try #require(FileManager.default.contents(atPath: path))
            #expect(
                throws: CatalogError.notACatalog(
                    path: path, reason: "another program's SQLite database, a dump index perhaps")
            ) { try CatalogStore(path: path) }
            #expect(FileManager.default.contents(atPath: path) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            let empty = directory + "/empty.sqlite"
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            #expect(throws: CatalogError.notACatalog(path: empty, reason: "it is empty")) {
                try CatalogStore(path: empty)
            }
            #expect(FileManager.default.contents(atPath: empty) == Data())
            let bare = directory + "/bare.sqlite"
            do { _ = try Database(path: bare, mode: .create) }
            #expect(try CatalogStore(path: bare).allItems().isEmpty)
        }
    }

    @Test func aNewCatalogHasTheItemKindsAndTheCopyIndex() throws {
        let store = try memoryStore()
        let kinds = try store.database.query("SELECT sql FROM sqlite_master WHERE name = 'items'") { $0.text(0) ?? "" }
        for kind in ItemKind.allCases { #expect(kinds.first?.contains("'\(kind.rawValue)'") == true) }
        let indexes = try store.database.query("SELECT name FROM sqlite_master WHERE type = 'index'") { $0.text(0) }
        #expect(Set(indexes.compactMap { $0 }).isSuperset(of: ["items_by_copy", "items_by_code", "items_by_status"]))
    }
}
