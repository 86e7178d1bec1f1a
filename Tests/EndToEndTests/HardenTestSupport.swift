import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary working directory, a fake Discogs with `count` synthetic releases,
/// and the built `cdscan` started as a child process in that directory.
final class HardenRig {
    let directory: String
    let discogs: FakeDiscogs
    /// The synthetic barcodes, in list order.
    let barcodes: [String]
    let token: String

    init(count: Int, token: String, rateLimit: Int = 100_000, window: Double = 1) throws {
        self.token = token
        directory = try makeTemporaryDirectory()
        var catalog = DiscogsCatalog()
        barcodes = catalog.addSyntheticReleases(count: count)
        discogs = FakeDiscogs(
            configuration: .init(token: token, rateLimit: rateLimit, window: window), catalog: catalog)
        try discogs.start()
        try (barcodes.joined(separator: "\n") + "\n").write(
            toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
    }

    deinit {
        discogs.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var databasePath: String { directory + "/data/cdscan/catalog.sqlite" }
    var csvPath: String { directory + "/out.csv" }

    /// The environment of every run: this rig's token, fake and data directory, nothing inherited.
    func environment(httpTimeout: Double) -> [String: String] {
        [
            "DISCOGS_TOKEN": token, "DISCOGS_API_URL": discogs.baseURL, "DISCOGS_RATE_WINDOW": "1",
            "CDSCAN_RETRY_DELAY": "0.01", "CDSCAN_HTTP_TIMEOUT": String(httpTimeout),
            "XDG_DATA_HOME": directory + "/data", "HOME": directory, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]
    }

    /// Starts `cdscan catalog list.txt -o out.csv --no-progress`; output goes nowhere.
    func startCatalog(httpTimeout: Double) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        // Discogs alone: these tests count Discogs' answers, and the MusicBrainz fallback would
        // space its requests a second apart.
        process.arguments = ["catalog", "list.txt", "-o", "out.csv", "--no-progress", "--source", "discogs"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment(httpTimeout: httpTimeout)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the catalog command to its end (at most `limit` seconds); nil when it had to be killed.
    func runCatalog(httpTimeout: Double, limit: Double = 60) throws -> Int32? {
        let process = try startCatalog(httpTimeout: httpTimeout)
        guard HardenProcess.waitForExit(process, seconds: limit), process.terminationReason == .exit else {
            return nil
        }
        return process.terminationStatus
    }

    /// Polls until the fake has answered `count` searches or `process` has ended.
    func waitForSearches(_ count: Int, while process: Process, seconds: Double = 30) {
        let deadline = Date() + seconds
        while discogs.counters.searches < count, process.isRunning, Date() < deadline { usleep(2_000) }
    }

    /// Polls until the catalog database exists or `process` has ended.
    func waitForDatabase(while process: Process, seconds: Double = 30) {
        let deadline = Date() + seconds
        while !FileManager.default.fileExists(atPath: databasePath), process.isRunning, Date() < deadline {
            usleep(1_000)
        }
    }

    /// The index of each synthetic barcode, for checking which release it found.
    lazy var indexByBarcode: [String: Int] = Dictionary(
        uniqueKeysWithValues: barcodes.enumerated().map { ($0.element, $0.offset) })
}

/// What a catalog holds after a run, checked against the barcodes given.
struct CatalogAudit {
    var items: [CatalogItem]
    var csvRows: [[String]]

    init(databasePath: String, csvPath: String?) throws {
        items = try CatalogStore(path: databasePath, create: false).allItems()
        guard let csvPath else {
            csvRows = []
            return
        }
        let rows = try CSVReader().rows(in: try String(contentsOfFile: csvPath, encoding: .utf8))
        csvRows = Array(rows.dropFirst())
    }

    func count(_ status: ItemStatus) -> Int {
        items.count { $0.status == status }
    }

    /// Each item's barcode appears once and is one of `barcodes`; every found item
    /// carries the release of its own barcode (synthetic release n for barcode n).
    func expectConsistent(with rig: HardenRig, sourceLocation: SourceLocation = #_sourceLocation) {
        let seen = items.map(\.barcode)
        #expect(Set(seen).count == seen.count, "a barcode is in the catalog twice", sourceLocation: sourceLocation)
        #expect(Set(seen).isSubset(of: Set(rig.barcodes)), sourceLocation: sourceLocation)
        for item in items where item.status == .found {
            let expected = rig.indexByBarcode[item.barcode].map { String(900_000_000 + $0) }
            #expect(
                item.album?.releaseID == expected, "\(item.barcode) found the wrong release",
                sourceLocation: sourceLocation)
        }
    }

    /// Every barcode given is in the database and the CSV exactly once, found, not found
    /// or recorded as an error; the CSV says the same as the database.
    func expectComplete(with rig: HardenRig, sourceLocation: SourceLocation = #_sourceLocation) {
        expectConsistent(with: rig, sourceLocation: sourceLocation)
        #expect(items.count == rig.barcodes.count, sourceLocation: sourceLocation)
        #expect(Set(items.map(\.barcode)) == Set(rig.barcodes), sourceLocation: sourceLocation)
        let settled: Set<ItemStatus> = [.found, .notFound, .error]
        let unsettled = items.filter { !settled.contains($0.status) }.map { "\($0.barcode) \($0.status)" }
        #expect(unsettled.isEmpty, "not settled: \(unsettled.prefix(5))", sourceLocation: sourceLocation)
        #expect(
            items.allSatisfy { $0.status != .error || ($0.error != nil && $0.error != .recordedText("")) },
            sourceLocation: sourceLocation)

        let csvBarcodes = csvRows.map { $0.first ?? "" }
        #expect(csvRows.count == rig.barcodes.count, sourceLocation: sourceLocation)
        #expect(
            Set(csvBarcodes).count == csvBarcodes.count, "a barcode is in the CSV twice", sourceLocation: sourceLocation
        )
        #expect(Set(csvBarcodes) == Set(rig.barcodes), sourceLocation: sourceLocation)
        let statusByBarcode = Dictionary(items.map { ($0.barcode, $0.status.rawValue) }) { first, _ in first }
        let disagreeing = csvRows.filter { $0.count < 2 || statusByBarcode[$0[0]] != $0[1] }
        #expect(
            disagreeing.isEmpty, "CSV and database disagree: \(disagreeing.prefix(3))", sourceLocation: sourceLocation)
    }
}

enum HardenProcess {
    /// Waits for `process` to end, at most `seconds`; kills it (and returns false) when it does not.
    static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date() + seconds
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return false
        }
        process.waitUntilExit()
        return true
    }
}

extension HardenProcess {
    /// Runs `executable` (default: the built cdscan) with exactly `environment` plus PATH,
    /// feeding it `stdin` as raw bytes; collects stdout and stderr.
    static func run(
        _ arguments: [String], environment: [String: String], directory: URL, stdin: Data = Data(),
        executable: String? = nil
    ) throws -> CDScanBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable ?? CDScanBinary.path())
        process.arguments = arguments
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let writer = Thread {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return CDScanBinary.Run(
            status: process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData.value, as: UTF8.self))
    }
}
