import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28, points 5 and 6, through the built binary: a rate limit that never lifts stops a
/// batch with 75 after a bounded wait, the rest left pending; an item removed while a batch
/// looks it up is skipped, never an internal error.
@Suite struct RateLimitStopEndToEndTests {
    static let token = "rate-stop-token-77c0"

    let directory: String
    let discogs: FakeDiscogs
    let barcodes: [String]

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-rate-stop")
        var catalog = DiscogsCatalog()
        barcodes = catalog.addSyntheticReleases(count: 6)
        discogs = FakeDiscogs(configuration: .init(token: Self.token, rateLimit: 100, window: 1), catalog: catalog)
        try discogs.start()
    }

    var environment: [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "DISCOGS_RATE_WINDOW": "1",
            "CDSCAN_RETRY_DELAY": "0.01", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory,
            "MUSICBRAINZ_API_URL": CDScanBinary.nowhere, "HOME": directory, "NO_COLOR": "1",
        ]
    }

    func items() throws -> [CatalogItem] {
        try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false).allItems()
    }

    /// A 429 that says it lasts for days, for every request.
    static func refusals(retryAfter: String) -> [DiscogsReply] {
        let refusal = FakeResponse.json(#"{"message": "You are making requests too quickly."}"#, status: 429)
            .with(header: "Retry-After", retryAfter)
        return Array(repeating: .raw(refusal), count: 200)
    }

    @Test(arguments: ["discogs", "auto"])
    func aRateLimitOfDaysStopsTheBatchAtOnceWith75(source: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.scriptNext(Self.refusals(retryAfter: "999999"))
        let run = try CDScanBinary.run(
            ["catalog", "--source", source, "--no-progress", "-o", "-"] + barcodes, environment: environment,
            directory: URL(fileURLWithPath: directory))
        #expect(run.status == 75, "\(run.stderr)")
        #expect(discogs.counters.searches == 1, "not retried: the service said it would not lift for days")
        #expect(run.stderr.contains("still limiting the request rate (HTTP 429)"))
        #expect(run.stderr.contains("6 barcodes are still to look up"), "\(run.stderr)")
        #expect(try items().allSatisfy { $0.status == .pending })
    }

    @Test func aRateLimitThatNeverLiftsStopsAfterTheFirstBarcodesRetries() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.scriptNext(Self.refusals(retryAfter: "0"))
        let run = try CDScanBinary.run(
            ["catalog", "--source", "discogs", "--no-progress"] + barcodes, environment: environment,
            directory: URL(fileURLWithPath: directory))
        #expect(run.status == 75, "\(run.stderr)")
        #expect(discogs.counters.searches == 6, "the first barcode's attempts, and no other barcode asked")
        #expect(try items().count { $0.status == .pending } == 6)
    }

    /// `items remove` of a pending item while `catalog` looks it up: the run skips it and goes on.
    @Test func anItemRemovedWhileTheBatchLooksItUpIsSkipped() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        discogs.script(barcode: barcodes[2], [.delayed(1.5)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["catalog", "--no-progress", "-o", "out.csv"] + barcodes
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for _ in 0..<3000 where discogs.counters.searches < 3 { usleep(10_000) }
        let id = try #require(try items().first { $0.barcode == barcodes[2] }?.id)
        let removal = try CDScanBinary.run(
            ["items", "remove", "\(id)"], environment: environment, directory: URL(fileURLWithPath: directory))
        #expect(removal.status == 0, "\(removal.stderr)")
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(messages)")
        #expect(messages.contains("1 barcode removed from the catalogue while this run went on: skipped"))
        let left = try items()
        #expect(left.count == 5)
        #expect(left.allSatisfy { $0.status == .found })
    }
}
