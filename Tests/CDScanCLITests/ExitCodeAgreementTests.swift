import Basics
import Foundation
import SQLite
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// A catalog database that cannot be used ends every command with the same status
/// (README, "Exit codes"): 65 when it is no catalogue (refused before SQLite opens it, issue 27;
/// it was 73, SQLite's "not a database") and when a newer cdscan wrote it.
@Suite struct ExitCodeAgreementTests {
    enum Damage: CaseIterable {
        /// Bytes that are not SQLite: no catalogue.
        case notADatabase
        /// A schema from a newer cdscan.
        case newerSchema

        var status: ExitCode { .dataError }

        func make(at path: String) throws {
            switch self {
            case .notADatabase:
                try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            case .newerSchema:
                let database = try Database(path: path)
                try database.execute("PRAGMA user_version = 99")
            }
        }
    }

    static let photo = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/camera/upca-029667431224.png").path

    /// Runs cdscan in-process in `directory`; returns the status and stderr.
    func cdscan(_ arguments: [String], in directory: String) -> (ExitCode, String) {
        let captured = CapturedConsole()
        let context = CommandContext(
            console: captured.console, environment: ["DISCOGS_TOKEN": "t", "XDG_DATA_HOME": directory],
            directory: directory, time: ManualClock())
        return (CDScan.run(arguments, context: context), captured.err)
    }

    @Test(arguments: Damage.allCases)
    func everyCommandGivesTheSameStatusForADatabaseItCannotUse(_ damage: Damage) throws {
        try withScratchDirectory { directory in
            // Relative paths: every command reads them against its working directory.
            try damage.make(at: directory + "/bad.sqlite")
            let photos = cdscan(
                ["scan", "--image", "--no-lookup", "--catalog", "out.csv", "--db", "bad.sqlite", Self.photo],
                in: directory)
            let list = cdscan(["catalog", "--db", "bad.sqlite", "029667431224"], in: directory)
            let export = cdscan(["export", "--db", "bad.sqlite"], in: directory)
            let script = CameraScript([.frame([CameraFixtures.sighting(CameraFixtures.upc)])])
            let camera = CameraFixtures.scan(
                ["--no-lookup", "--catalog", "out.csv", "--db", "bad.sqlite"], script: script, directory: directory)
            #expect(photos.0 == damage.status)
            #expect(list.0 == damage.status)
            #expect(export.0 == damage.status)
            #expect(camera == damage.status)
            #expect(script.framesServed == 0)  // refused before the camera was read
            #expect(photos.1.hasPrefix("cdscan: error: ") && photos.1.contains("bad.sqlite"))
        }
    }

    @Test func scanImageReadsCatalogAndDatabasePathsAgainstTheWorkingDirectory() throws {
        try withScratchDirectory { directory in
            let (status, err) = cdscan(
                ["scan", "--image", "--no-lookup", "--catalog", "out.csv", "--db", "catalog.sqlite", Self.photo],
                in: directory)
            #expect(status == .success, "\(err)")
            #expect(FileManager.default.fileExists(atPath: directory + "/out.csv"))
            #expect(FileManager.default.fileExists(atPath: directory + "/catalog.sqlite"))
            let items = try CatalogStore(path: directory + "/catalog.sqlite", create: false).allItems()
            #expect(items.map(\.barcode) == ["0029667431224"])
        }
    }
}
