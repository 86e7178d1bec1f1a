import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28, point 7, through the built binary: two `cdscan catalog` runs at once against one
/// Discogs share one rate budget (the budget file in cdscan's data folder), so together they
/// stay under the limit and meet no 429. The fake's window is scaled down to 3 s
/// (`DISCOGS_RATE_WINDOW`), its limit Discogs' 60.
@Suite struct SharedBudgetEndToEndTests {
    static let token = "shared-budget-token-5e1d"

    let directory: String
    let discogs: FakeDiscogs
    let barcodes: [String]

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-shared-budget")
        var catalog = DiscogsCatalog()
        barcodes = catalog.addSyntheticReleases(count: 100)
        discogs = FakeDiscogs(configuration: .init(token: Self.token, rateLimit: 60, window: 3), catalog: catalog)
        try discogs.start()
    }

    var environment: [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "DISCOGS_RATE_WINDOW": "3",
            "CDSCAN_RETRY_DELAY": "0.01", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory,
            "MUSICBRAINZ_API_URL": CDScanBinary.nowhere, "HOME": directory, "NO_COLOR": "1",
        ]
    }

    /// `cdscan catalog --db NAME` over `codes`, started and not waited for.
    func start(_ name: String, _ codes: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments =
            ["catalog", "--source", "discogs", "--no-progress", "--db", name, "-o", name + ".csv"] + codes
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    @Test func twoRunsAtOnceShareOneBudgetAndMeetNo429() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Each its own catalogue (`--db`); the budget file goes in cdscan's data folder, made for it.
        let runs = [
            try start("first.sqlite", Array(barcodes[..<50])), try start("second.sqlite", Array(barcodes[50...])),
        ]
        for (process, errors) in runs {
            let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(messages)")
        }
        let counters = discogs.counters
        #expect(counters.searches == 100)
        #expect(counters.tooManyRequests == 0, "\(counters)")
        #expect(counters.maxRequestsInWindow <= 60, "\(counters)")
        let budget =
            directory + "/cdscan/rate-budget-"
            + discogs.baseURL.dropFirst("http://".count)
            .replacingOccurrences(of: ":", with: "_")
        var info = stat()
        #expect(lstat(budget, &info) == 0, "the budget file is where the cache is")
        #expect(info.st_mode & 0o777 == 0o600)
        let text = try String(contentsOfFile: budget, encoding: .utf8)
        #expect(text.hasPrefix("cdscan rate budget 1\nlimit 60\n"))
        #expect(!text.contains(Self.token))
    }

    /// A symbolic link where the budget file goes: never followed nor changed; the run warns,
    /// counts its own requests and finishes.
    @Test func aBudgetFileThatIsASymbolicLinkIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/cdscan", withIntermediateDirectories: true)
        let outside = directory + "/outside"
        try "keep me\n".write(toFile: outside, atomically: false, encoding: .utf8)
        let budget =
            directory + "/cdscan/rate-budget-"
            + discogs.baseURL.dropFirst("http://".count)
            .replacingOccurrences(of: ":", with: "_")
        #expect(symlink(outside, budget) == 0)
        let run = try CDScanBinary.run(
            ["catalog", "--source", "discogs", "--no-progress", "-o", "-"] + barcodes.prefix(3),
            environment: environment, directory: URL(fileURLWithPath: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("is refused (it is a symbolic link) and left as it is"), "\(run.stderr)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep me\n")
    }
}
