import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan backup FILE` and `cdscan restore FILE` through the built binary.
@Suite struct BackupEndToEndTests {
    static let token = "backup-token-30aa"
    let rig: ServiceRig

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    var environment: [String: String] {
        rig.environment(["XDG_DATA_HOME": "/nonexistent-cdscan-data"])
    }

    func cdscan(_ arguments: [String]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(arguments, environment: environment)
    }

    /// `items list --json` of `database`.
    func listing(_ database: String) throws -> String {
        try cdscan(["items", "list", "--json", "--db", database]).stdout
    }

    /// A catalogue of two barcodes, the first with notes.
    func catalogue(_ database: String) throws {
        #expect(try cdscan(["catalog", "029667431224", "0720642442524", "--db", database, "-o", "-"]).status == 0)
        #expect(try cdscan(["items", "edit", "1", "--notes", "shelf A", "--db", database]).status == 0)
    }

    @Test func backupThenRestoreBringsTheCatalogueBack() throws {
        try withScratchDirectory { directory in
            let (database, backup) = (directory + "/c.sqlite", directory + "/backup.sqlite")
            try catalogue(database)
            let original = try listing(database)
            let run = try cdscan(["backup", backup, "--db", database])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("backed up 2 items to \(backup)"))
            #expect(try cdscan(["items", "remove", "1", "2", "--db", database]).status == 0)
            #expect(try listing(database).isEmpty)
            let restore = try cdscan(["restore", backup, "--force", "--db", database])
            #expect(restore.status == 0, "\(restore.stderr)")
            #expect(restore.stderr.contains("restored 2 items"))
            #expect(try listing(database) == original)
            #expect(original.contains("shelf A"))
            // Into a new catalogue no --force is needed.
            #expect(try cdscan(["restore", backup, "--db", directory + "/new.sqlite"]).status == 0)
            #expect(try listing(directory + "/new.sqlite") == original)
        }
    }

    @Test func restoreNeverReplacesACatalogueThatExistsWithoutForce() throws {
        try withScratchDirectory { directory in
            let (database, other) = (directory + "/c.sqlite", directory + "/other.sqlite")
            try catalogue(database)
            #expect(try cdscan(["catalog", "077774644624", "--db", other, "-o", "-"]).status == 0)
            let before = try listing(database)
            let run = try cdscan(["restore", other, "--db", database])
            #expect(run.status == 73)
            #expect(run.stderr.contains("exists: add --force"))
            #expect(try listing(database) == before)
        }
    }

    @Test func restoreRefusesAFileThatIsNotACatalogueAndChangesNothing() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            try catalogue(database)
            let before = try listing(database)
            let text = directory + "/notes.txt"
            try "not a database\n".write(toFile: text, atomically: true, encoding: .utf8)
            let run = try cdscan(["restore", text, "--force", "--db", database])
            #expect(run.status == 65)
            #expect(run.stderr.contains("is not a cdscan catalog"))
            #expect(try listing(database) == before)
            let fresh = try cdscan(["restore", text, "--db", directory + "/new.sqlite"])
            #expect(fresh.status == 65)
            #expect(!FileManager.default.fileExists(atPath: directory + "/new.sqlite"))
            let missing = try cdscan(["restore", directory + "/none.sqlite", "--db", database])
            #expect(missing.status == 66)
        }
    }

    @Test func backupNeverWritesOverTheCatalogueItself() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            try catalogue(database)
            let run = try cdscan(["backup", database, "--db", database])
            #expect(run.status == 64)
            #expect(try listing(database).contains("shelf A"))
            let none = try cdscan(["backup", directory + "/b.sqlite", "--db", directory + "/none.sqlite"])
            #expect(none.status == 66)
            #expect(!FileManager.default.fileExists(atPath: directory + "/b.sqlite"))
        }
    }
}
