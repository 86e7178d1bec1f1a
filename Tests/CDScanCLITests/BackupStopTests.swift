import Barcode
import Basics
import Catalog
import Foundation
import TestSupport
import Testing

@testable import Workflows

/// Issue 41, point 9: `backup` and `restore` stopped by a signal end as every command does, with
/// a line and 130, never by the signal itself. The signal is played: a counter that has counted
/// one stop before the copy is made, as one that came during the copy would have.
@Suite struct BackupStopTests {
    /// A stop that has already come.
    final class OneStop: InterruptCounter {
        var count: Int { 1 }
        func start() {}
        func stop() {}
    }

    func context(_ console: CapturedConsole, in directory: String) -> CommandContext {
        var context = CommandContext(
            console: console.console, environment: [:], directory: directory, time: ManualClock())
        context.stopSignals = .playing(OneStop())
        return context
    }

    func catalogue(at path: String) throws {
        let store = try CatalogStore(path: path)
        try store.record(try GTIN(parsing: "029667431224"), as: .new, source: "argument")
    }

    @Test func aStoppedBackupWritesNothingAndSaysSo() throws {
        try withScratchDirectory { directory in
            try catalogue(at: directory + "/catalog.sqlite")
            let captured = CapturedConsole()
            let status = try BackupRun.run(
                databasePath: directory + "/catalog.sqlite", to: try OutputFile(directory + "/backup.sqlite"),
                context: context(captured, in: directory))
            #expect(status == .interrupted)
            #expect(captured.err == "cdscan: interrupted: no backup written to \(directory)/backup.sqlite\n")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            #expect(left.allSatisfy { $0.hasPrefix("catalog.sqlite") }, "\(left)")
        }
    }

    @Test func aStoppedRestoreRestoresWholeAndSaysSo() throws {
        try withScratchDirectory { directory in
            try catalogue(at: directory + "/backup.sqlite")
            let captured = CapturedConsole()
            let status = try RestoreRun.run(
                source: directory + "/backup.sqlite", shownAs: "backup.sqlite",
                databasePath: directory + "/catalog.sqlite", force: false, context: context(captured, in: directory))
            #expect(status == .interrupted)
            #expect(captured.err.hasSuffix("cdscan: interrupted after the catalogue was restored\n"), "\(captured.err)")
            #expect(try CatalogStore(path: directory + "/catalog.sqlite").allItems().count == 1)
        }
    }
}
