import Barcode
import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `cdscan catalog` as a child process against the fake Discogs,
/// slowed by a scaled-down rate limit (9 requests a second) so that a signal
/// lands mid-batch.
@Suite struct CatalogKillTests {
    static let token = "kill-test-token"

    /// The built `cdscan` (`swift build --build-tests` puts it in .build/debug).
    static func cdscanBinary() -> URL? {
        (try? CDScanBinary.path()).map { URL(fileURLWithPath: $0) }
    }

    final class Setup {
        let directory: String
        let discogs: FakeDiscogs
        let barcodes: [String]

        let window: Int

        init(count: Int, rateLimit: Int = 10, window: Int = 1) throws {
            self.window = window
            directory = try makeTemporaryDirectory()
            var catalog = DiscogsCatalog()
            barcodes = catalog.addSyntheticReleases(count: count)
            discogs = FakeDiscogs(
                configuration: .init(token: CatalogKillTests.token, rateLimit: rateLimit, window: Double(window)),
                catalog: catalog)
            try discogs.start()
            try barcodes.joined(separator: "\n").write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
        }

        deinit {
            discogs.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }

        var databasePath: String { directory + "/cdscan/catalog.sqlite" }

        /// Starts `cdscan ARGUMENTS` (by default `catalog list.txt -o out.csv`) in the directory.
        func start(
            _ binary: URL, _ arguments: [String] = ["catalog", "list.txt", "-o", "out.csv", "--no-progress"],
            stderr: Pipe? = nil
        ) throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = [
                "DISCOGS_TOKEN": CatalogKillTests.token, "DISCOGS_API_URL": discogs.baseURL,
                "DISCOGS_RATE_WINDOW": "\(window)", "CDSCAN_RETRY_DELAY": "0.2", "XDG_DATA_HOME": directory,
                "MUSICBRAINZ_API_URL": "http://127.0.0.1:9",
                "HOME": directory, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = stderr ?? FileHandle.nullDevice
            try process.run()
            return process
        }

        /// Waits (polling, at most a minute) until the fake has answered `count` searches.
        func waitForSearches(_ count: Int) {
            for _ in 0..<3000 where discogs.counters.searches < count { usleep(20_000) }
        }
    }

    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func killNineLosesNothingFinishedAndTheNextRunDuplicatesNothing() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 45)
        let first = try setup.start(binary)
        setup.waitForSearches(12)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        let searchesBeforeKill = setup.discogs.counters.searches

        let items = try CatalogStore(path: setup.databasePath, create: false).allItems()
        #expect(items.count == 45)
        #expect(Set(items.map(\.barcode)) == Set(setup.barcodes))
        let found = items.filter { $0.status == .found }
        #expect(found.count >= 11)
        #expect(found.count < 45)
        #expect(found.allSatisfy { $0.album?.releaseID.hasPrefix("9000000") == true && $0.attempts == 1 })
        #expect(items.allSatisfy { $0.status == .found || $0.status == .pending })

        let second = try setup.start(binary)
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(rows.count == 46)
        #expect(rows.dropFirst().map { $0[0] }.sorted() == setup.barcodes.sorted())
        #expect(rows.dropFirst().allSatisfy { $0[1] == "found" })
        // Nothing looked up twice, but for the one lookup in flight when the kill came.
        #expect(setup.discogs.counters.searches <= 46)
        #expect(setup.discogs.counters.searches >= searchesBeforeKill)
        let after = try CatalogStore(path: setup.databasePath, create: false).allItems()
        #expect(after.count == 45)
        #expect(after.allSatisfy { $0.attempts == 1 })
    }

    /// The catalogue renamed while a run writes it: the run stops before writing more (75,
    /// saying why), and no item it recorded is lost to a WAL of the old name, which SQLite
    /// leaves behind a renamed file (issue 41, point 11).
    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func renamingTheCatalogueMidRunStopsTheRunAndLosesNothing() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 45)
        let stderr = Pipe()
        let first = try setup.start(binary, stderr: stderr)
        setup.waitForSearches(12)
        let renamed = setup.directory + "/cdscan/renamed.sqlite"
        #expect(rename(setup.databasePath, renamed) == 0)
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        first.waitUntilExit()
        #expect(first.terminationStatus == 75, "\(messages)")
        #expect(messages.contains("was renamed or replaced while this run wrote it"), "\(messages)")
        let items = try CatalogStore(path: renamed, create: false).allItems()
        #expect(items.count == 45)
        #expect(items.filter { $0.status == .found }.count >= 11)
        let oldWAL = try? Data(contentsOf: URL(fileURLWithPath: setup.databasePath + "-wal"))
        #expect(oldWAL?.isEmpty ?? true, "nothing left in a WAL of the old name")
    }

    /// A second run by the catalogue's new name while the first holds it: refused with 75.
    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func aSecondRunByTheRenamedCataloguesNewNameIsRefused() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 1)
        let store = try CatalogStore(path: setup.databasePath)
        try store.lockForWriting()
        let renamed = setup.directory + "/cdscan/renamed.sqlite"
        #expect(rename(setup.databasePath, renamed) == 0)
        let errors = Pipe()
        let second = try setup.start(
            binary, ["catalog", "list.txt", "-o", "out.csv", "--no-progress", "--db", renamed], stderr: errors)
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus == 75, "\(messages)")
        #expect(messages.contains("is in use by another cdscan (process \(getpid()))"), "\(messages)")
        #expect(try CatalogStore(path: renamed, create: false).allItems().isEmpty, "nothing recorded by the second")
    }

    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func ctrlCStopsAfterTheLookupInFlightAndStillWritesTheCSV() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 45)
        let stderr = Pipe()
        let process = try setup.start(binary, stderr: stderr)
        setup.waitForSearches(12)
        process.interrupt()
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(messages.contains("interrupted"))
        #expect(messages.contains("still to look up; run the same command again"))
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(rows.count == 46)
        let found = rows.filter { $0[1] == "found" }.count
        #expect(found >= 11)
        #expect(found < 45)
        #expect(rows.dropFirst().allSatisfy { $0[1] == "found" || $0[1] == "pending" })
    }

    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func sigtermStopsLikeCtrlCButExits143() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 30)
        let stderr = Pipe()
        let process = try setup.start(binary, stderr: stderr)
        setup.waitForSearches(8)
        process.terminate()
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143)
        #expect(messages.contains("still to look up; run the same command again"))
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(rows.count == 31)
        #expect(rows.dropFirst().contains { $0[1] == "found" })
    }

    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func aSecondCtrlCStopsWithoutWaitingForTheLookupInFlight() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 20)
        setup.discogs.script(barcode: setup.barcodes[5], [.hang])
        let stderr = Pipe()
        let process = try setup.start(binary, stderr: stderr)
        setup.waitForSearches(6)
        process.interrupt()
        usleep(300_000)
        process.interrupt()
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(messages.contains("interrupted: 15 barcodes are still to look up"))
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(
            rows.dropFirst().map { $0[1] } == Array(repeating: "found", count: 5)
                + Array(repeating: "pending", count: 15))
    }

    /// Sends `signal` once and waits for the exit; a run that would not end (the bug this
    /// guards against: a minute of rate-limit sleep, or a request that never answers) is
    /// killed after 30 s, which fails the status check.
    static func stopOnce(_ process: Process, with signal: Int32) {
        kill(process.processIdentifier, signal)
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
    }

    @Test(
        .enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"),
        arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func oneSignalEndsARunThatWaitsForTheRateLimit(signal: Int32, status: Int32) throws {
        let binary = try #require(Self.cdscanBinary())
        // Four requests a two-minute window: the fifth lookup sleeps for most of it.
        let setup = try Setup(count: 12, rateLimit: 4, window: 120)
        let process = try setup.start(binary)
        setup.waitForSearches(3)
        usleep(500_000)
        Self.stopOnce(process, with: signal)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(rows.count == 13)
        #expect(rows.dropFirst().contains { $0[1] == "found" })
        #expect(rows.dropFirst().contains { $0[1] == "pending" })
    }

    /// The hanging request is aborted from libcurl's progress callback, not left to the end
    /// of the process: the job comes back with the abort, so its request is counted in the
    /// summary (6 requests; an abandoned job's would be lost: 5), and the fake saw the client
    /// hang up on the hung answer.
    @Test(.enabled(if: cdscanBinary() != nil, "needs the built cdscan: swift build --build-tests"))
    func oneCtrlCEndsARunWhoseRequestHangs() throws {
        let binary = try #require(Self.cdscanBinary())
        let setup = try Setup(count: 20)
        setup.discogs.script(barcode: setup.barcodes[5], [.hang])
        let stderr = Pipe()
        let process = try setup.start(binary, stderr: stderr)
        setup.waitForSearches(6)
        Self.stopOnce(process, with: SIGINT)
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(messages.contains("this run: 5 looked up (0 from the cache), 6 requests"))
        #expect(!messages.contains("cannot reach"))
        for _ in 0..<500 where setup.discogs.hungUpByClientCount < 1 { usleep(10_000) }
        #expect(setup.discogs.hungUpByClientCount == 1)
        let rows = try CSVReader().rows(in: try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8))
        #expect(
            rows.dropFirst().map { $0[1] } == Array(repeating: "found", count: 5)
                + Array(repeating: "pending", count: 15))
    }
}
