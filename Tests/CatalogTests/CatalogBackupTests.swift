import Basics
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// `cdscan items backup` and `restore`: SQLite's online backup API.
@Suite struct CatalogBackupTests {
    @Test func aBackupRestoresEveryItemIntoAnotherCatalog() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let code = try gtin(number: 1)
            try store.record(code, as: .new, source: "argument", notes: "shelf 1")
            try store.recordResult(.found(album("1"), alternatives: []), for: .barcode(code))
            let backup = directory + "/backup.sqlite"
            try OutputFile(backup).write(try store.backupBytes())
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory).sorted().filter {
                    $0.hasPrefix(".cdscan-backup")
                }.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
            let other = try CatalogStore(path: directory + "/other.sqlite")
            try other.record(try gtin(number: 2), as: .new, source: "camera")
            try other.restore(from: backup)
            #expect(try other.allItems() == (try store.allItems()))
        }
    }

    @Test func aFileThatIsNotACatalogIsRefusedAndChangesNothing() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try gtin(number: 1), as: .new, source: "argument")
            let text = directory + "/notes.txt"
            try "not a database".write(toFile: text, atomically: false, encoding: .utf8)
            let empty = directory + "/empty.sqlite"
            do { _ = try Database(path: empty).execute("CREATE TABLE t (x)") }
            for source in [text, empty, directory + "/missing.sqlite"] {
                let error = #expect(throws: CatalogError.self) { try store.restore(from: source) }
                guard case .notACatalog(let path, _) = error else {
                    Issue.record("expected notACatalog for \(source), got \(String(describing: error))")
                    continue
                }
                #expect(path == source)
            }
            #expect(try store.allItems().count == 1)
        }
    }

    @Test func anOlderCatalogIsRestoredAndMigrated() throws {
        try withScratchDirectory { directory in
            let old = directory + "/old.sqlite"
            let sql = try String(
                contentsOf: fixturesDirectory().appendingPathComponent("catalog/v3-catalog.sql"), encoding: .utf8)
            do {
                let database = try Database(path: old)
                try database.execute(sql)
                try database.execute("PRAGMA journal_mode=DELETE")
            }
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.restore(from: old)
            #expect(try store.allItems().count == 6)
            #expect(try store.allItems().first?.kind == .barcode)
        }
    }
}
