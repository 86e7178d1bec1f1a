import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28, points 1 and 2, through the built binary: whatever ends a `catalog` run (SIGINT,
/// SIGTERM, SIGHUP, in any phase), it ends the same way (what was decided committed, the CSV
/// written, the summary printed, 130/143/129), and the advice it gives goes on without adding
/// a copy, for arguments, standard input and lists alike.
@Suite struct StopAdviceEndToEndTests {
    static let token = "stop-advice-token-4a1f"

    let directory: String
    let discogs: FakeDiscogs
    let barcodes: [String]

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-stop-advice")
        var catalog = DiscogsCatalog()
        barcodes = catalog.addSyntheticReleases(count: 12)
        discogs = FakeDiscogs(configuration: .init(token: Self.token, rateLimit: 100, window: 1), catalog: catalog)
        try discogs.start()
    }

    var environment: [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "DISCOGS_RATE_WINDOW": "1",
            "CDSCAN_RETRY_DELAY": "0.01", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory,
            "MUSICBRAINZ_API_URL": CDScanBinary.nowhere, "HOME": directory, "NO_COLOR": "1",
            "PATH": "/usr/bin:/bin",
        ]
    }

    var databasePath: String { directory + "/cdscan/catalog.sqlite" }

    func items() throws -> [CatalogItem] { try CatalogStore(path: databasePath, create: false).allItems() }

    /// A child `cdscan` with its stderr gathered on a thread of its own; `input` on its stdin.
    final class Child {
        let process = Process()
        let errors = LockedData()
        private let reader: Thread

        init(_ arguments: [String], environment: [String: String], directory: String, input: String? = nil) throws {
            process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
            process.arguments = arguments
            process.environment = environment
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            let stdin = Pipe()
            process.standardInput = input == nil ? FileHandle.nullDevice : stdin
            process.standardOutput = FileHandle.nullDevice
            let err = Pipe()
            process.standardError = err
            try process.run()
            if let input {
                try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
                try stdin.fileHandleForWriting.close()
            }
            let errors = errors
            reader = Thread { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }
            reader.start()
        }

        /// Sends `signal` and waits for the exit (a run that would not end is killed after 30 s,
        /// which fails the status check); the status and stderr.
        func stop(with signal: Int32) -> (status: Int32, stderr: String) {
            kill(process.processIdentifier, signal)
            return finish()
        }

        func finish() -> (status: Int32, stderr: String) {
            let watchdog = DispatchWorkItem { [process] in
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
            process.waitUntilExit()
            watchdog.cancel()
            while !errors.isSet { usleep(1000) }
            let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
            return (status, String(decoding: errors.value, as: UTF8.self))
        }
    }

    /// Waits (polling, at most a minute) until the fake has answered `count` searches.
    func waitForSearches(_ count: Int) {
        for _ in 0..<6000 where discogs.counters.searches < count { usleep(10_000) }
    }

    func run(_ arguments: [String], input: String? = nil) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            arguments, environment: environment, directory: URL(fileURLWithPath: directory), stdin: input)
    }

    /// Interrupts a run of `arguments` while its fourth lookup hangs; the summary it printed.
    func interruptedRun(_ arguments: [String], input: String? = nil) throws -> String {
        discogs.script(barcode: barcodes[3], [.hang])
        let child = try Child(
            ["catalog", "--no-progress", "-o", "out.csv"] + arguments, environment: environment, directory: directory,
            input: input)
        waitForSearches(4)
        let (status, stderr) = child.stop(with: SIGINT)
        #expect(status == 130)
        discogs.clearScripts()
        return stderr
    }

    @Test func barcodesGivenAsArgumentsAdviseResumeWhichAddsNoCopy() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stderr = try interruptedRun(barcodes)
        #expect(stderr.contains("still to look up; 'cdscan catalog --resume' goes on"), "\(stderr)")
        #expect(try items().count == 12)
        let resumed = try run(["catalog", "--resume", "--no-progress", "-o", "out.csv"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let after = try items()
        #expect(after.count == 12)
        #expect(after.allSatisfy { $0.status == .found })
    }

    @Test func barcodesOnStandardInputAdviseResumeWhichAddsNoCopy() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stderr = try interruptedRun([], input: barcodes.joined(separator: "\n") + "\n")
        #expect(stderr.contains("'cdscan catalog --resume' goes on"), "\(stderr)")
        let resumed = try run(["catalog", "--resume", "--no-progress"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try items().count == 12)
        #expect(try items().allSatisfy { $0.status == .found })
    }

    @Test func aListAdvisesTheSameCommandWhichAddsNoCopy() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try barcodes.joined(separator: "\n").write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
        let stderr = try interruptedRun(["list.txt"])
        #expect(stderr.contains("still to look up; run the same command again to go on"), "\(stderr)")
        let again = try run(["catalog", "--no-progress", "-o", "out.csv", "list.txt"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try items().count == 12)
    }

    @Test func theSummaryCountsCodesAndCopiesApart() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try run(["catalog", "--no-progress", barcodes[0], barcodes[1]])
        #expect(first.status == 0)
        #expect(!first.stderr.contains("copies of"))
        let second = try run(["catalog", "--no-progress", barcodes[0], barcodes[0], barcodes[1]])
        // The parts count copies (the earlier run's two included), and the next line says so.
        #expect(second.stderr.contains("5 inputs: 5 found"), "\(second.stderr)")
        #expect(second.stderr.contains("those are 5 copies of 2 barcodes"), "\(second.stderr)")
    }

    /// SIGINT, SIGTERM and SIGHUP mid-batch: the same ending, each with its own status.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func everySignalEndsABatchTheSameWay(signal: Int32, status: Int32) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.script(barcode: barcodes[3], [.hang])
        let child = try Child(
            ["catalog", "--no-progress", "-o", "out.csv"] + barcodes, environment: environment, directory: directory)
        waitForSearches(4)
        let ended = child.stop(with: signal)
        #expect(ended.status == status)
        #expect(ended.stderr.contains("12 inputs: 3 found · 9 pending"), "\(ended.stderr)")
        #expect(ended.stderr.contains("wrote 12 rows to out.csv"))
        let rows = try CSVReader().rows(in: try String(contentsOfFile: directory + "/out.csv", encoding: .utf8))
        #expect(rows.count == 13)
    }

    /// Issue 29, point 10: the line that says the batch stops names the signal that came, and
    /// which signal stops it at once; SIGTERM from a service manager is no Ctrl-C.
    @Test(arguments: [
        (SIGINT, "interrupted: saving what is done (Ctrl-C again stops"),
        (SIGTERM, "stopped by SIGTERM: saving what is done (a second SIGTERM stops"),
        (SIGHUP, "the terminal closed (SIGHUP): saving what is done (a second SIGHUP stops"),
    ])
    func theStopLineNamesTheSignalThatCame(signal: Int32, line: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.script(barcode: barcodes[3], [.hang])
        let child = try Child(
            ["catalog", "--no-progress", "-o", "out.csv"] + barcodes, environment: environment, directory: directory)
        waitForSearches(4)
        let ended = child.stop(with: signal)
        #expect(ended.stderr.contains("cdscan: " + line), "\(ended.stderr)")
        #expect(signal == SIGINT || !ended.stderr.contains("Ctrl-C"), "\(ended.stderr)")
    }

    /// A signal while a long list is recorded (or at whatever phase it lands: recording, looking
    /// up, writing): never the death of the process, always the CSV and the summary.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGHUP, Int32(129))])
    func aSignalWhileALongListIsRecordedStillEndsWithTheSummary(signal: Int32, status: Int32) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lines = (0..<60_000).map { SyntheticReleases.barcode($0) }
        try lines.joined(separator: "\n").write(toFile: directory + "/long.txt", atomically: true, encoding: .utf8)
        let child = try Child(
            ["catalog", "--no-progress", "-o", "out.csv", "long.txt"], environment: environment, directory: directory)
        for _ in 0..<3000 where !FileManager.default.fileExists(atPath: databasePath) { usleep(10_000) }
        usleep(200_000)
        let ended = child.stop(with: signal)
        #expect(ended.status == status, "\(ended.stderr)")
        #expect(ended.stderr.contains("still to look up; run the same command again to go on"), "\(ended.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/out.csv"))
        // Every line recorded at most once: a line is a copy of its own only once.
        let recorded = try items()
        #expect(Set(recorded.map(\.barcode)).count == recorded.count)
    }

    /// A signal while photos are decoded: the photos decoded before the stop are recorded (at
    /// least the one in hand when it came), the run ends with 130 and its summary, not by the signal.
    @Test func aSignalWhilePhotosAreDecodedRecordsThoseRead() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean/ean13-5099750442227.pgm")
        try FileManager.default.createDirectory(atPath: directory + "/photos", withIntermediateDirectories: true)
        for index in 0..<300 {
            try FileManager.default.copyItem(atPath: photo.path, toPath: directory + "/photos/case-\(index).pgm")
        }
        let child = try Child(
            ["catalog", "--no-progress", "-o", "out.csv", "--images", "photos"], environment: environment,
            directory: directory)
        for _ in 0..<3000 where !FileManager.default.fileExists(atPath: databasePath) { usleep(10_000) }
        let ended = child.stop(with: SIGINT)
        #expect(ended.status == 130, "\(ended.stderr)")
        #expect(ended.stderr.contains("wrote"), "\(ended.stderr)")
        let recorded = try items()
        #expect(!recorded.isEmpty)
        #expect(recorded.allSatisfy { $0.barcode == "5099750442227" })
        #expect(Set(recorded.map(\.source)).count == recorded.count, "one copy a photo")
    }

    /// Codes scanned at the handheld prompt while a lookup hangs, then Ctrl-C: every code is in
    /// the catalogue (the one looked up, and those typed ahead, pending for --resume).
    @Test func ctrlCAtTheHandheldPromptKeepsTheCodesTypedAhead() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.script(barcode: barcodes[1], [.hang])
        let terminal = try PseudoTerminal(["catalog", "-", "-o", directory + "/out.csv"], environment: environment)
        #expect(terminal.waitFor("barcode> "))
        terminal.type(barcodes[0] + "\n")
        #expect(terminal.waitFor("barcode> ", times: 2))
        terminal.type(barcodes[1] + "\n")
        waitForSearches(2)
        terminal.type(barcodes[2] + "\n" + barcodes[3] + "\n")
        usleep(300_000)  // in the terminal's input queue: not echoed while a lookup runs, shown at their turn
        terminal.type("\u{03}")
        #expect(terminal.exitStatus() == 130, "\(terminal.text)")
        let recorded = try items()
        #expect(Set(recorded.map(\.barcode)) == Set(barcodes[0...3]), "\(terminal.text)")
        #expect(recorded.count { $0.status == .pending } == 3)
        #expect(terminal.text.contains("'cdscan catalog --resume' goes on"))
        let resumed = try run(["catalog", "--resume", "--no-progress"])
        #expect(resumed.status == 0)
        #expect(try items().count == 4)
    }
}
