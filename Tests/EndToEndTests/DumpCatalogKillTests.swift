import Catalog
import Foundation
import SQLite
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan catalog --source dump` killed with SIGKILL mid-run: answers from the index are
/// committed several to a transaction, so the kill loses at most the open batch, never what
/// was committed, and the next run finishes the list and duplicates nothing.
@Suite struct DumpCatalogKillTests {
    static let count = 6000

    /// Found items as another connection sees them (what is committed); nil while there is no catalog.
    static func committedFound(_ path: String) -> Int? {
        guard let reader = try? Database(path: path, mode: .readOnly) else { return nil }
        return (try? reader.query("SELECT count(*) FROM items WHERE status = 'found'") { Int($0.integer(0)) })?.first
    }

    @Test(.enabled(if: DumpEndToEndTests.built()))
    func killNineMidRunLosesNothingCommittedAndTheNextRunDuplicatesNothing() throws {
        let home = try DumpEndToEndTests.Home()
        let barcodes = (0..<Self.count).map { SyntheticDump.ean13(400_000_000_000 + $0 * 7) }
        let dump = home.directory.path + "/big.xml"
        try SyntheticDump.write(barcodes, firstID: 8_000_000, to: dump)
        let imported = try home.cdscan(["dump", "import", dump, "--date", "2025-12-01"])
        #expect(imported.status == 0, "\(imported.stderr)")
        try barcodes.joined(separator: "\n").write(
            toFile: home.directory.path + "/list.txt", atomically: true, encoding: .utf8)
        let arguments = ["catalog", "list.txt", "-o", "out.csv", "--no-progress", "--source", "dump"]
        let database = home.directory.path + "/cdscan/catalog.sqlite"

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = arguments
        process.currentDirectoryURL = home.directory
        process.environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first committed batch of answers, then the kill.
        var seen = 0
        for _ in 0..<30_000 where process.isRunning {
            seen = Self.committedFound(database) ?? 0
            if seen > 0 { break }
            usleep(1000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(seen > 0)

        let items = try CatalogStore(path: database, create: false).allItems()
        #expect(items.count == Self.count)
        let found = items.filter { $0.status == .found }
        #expect(found.count >= seen)
        #expect(found.count < Self.count)
        #expect(items.allSatisfy { $0.status == .found || $0.status == .pending })
        #expect(found.allSatisfy { $0.attempts == 1 && $0.album?.source == .discogsDump })

        let again = try home.cdscan(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        let rows = try CSVReader().rows(
            in: try String(contentsOfFile: home.directory.path + "/out.csv", encoding: .utf8))
        #expect(rows.count == Self.count + 1)
        #expect(rows.dropFirst().allSatisfy { $0[1] == "found" })
        let after = try CatalogStore(path: database, create: false).allItems()
        #expect(after.count == Self.count)
        // Each barcode answered once: what the kill lost was answered again, nothing twice.
        #expect(after.allSatisfy { $0.status == .found && $0.attempts == 1 })
    }
}
