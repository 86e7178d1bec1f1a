import FakeServices
import Foundation
import TestSupport
import Testing

/// Issue 28, point 7, through the built binary at a terminal: when Discogs' window is full,
/// `catalog`'s progress bar says the lookup waits for the rate limit, as the handheld mode
/// does, and its ETA counts the wait. The fake allows 4 requests in a 4 s window
/// (`DISCOGS_RATE_WINDOW`), so 10 barcodes must wait at least twice.
@Suite struct RateLimitProgressEndToEndTests {
    static let token = "rate-progress-token-81c2"

    let directory: String
    let discogs: FakeDiscogs
    let barcodes: [String]

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-rate-progress")
        var catalog = DiscogsCatalog()
        barcodes = catalog.addSyntheticReleases(count: 10)
        discogs = FakeDiscogs(configuration: .init(token: Self.token, rateLimit: 4, window: 4), catalog: catalog)
        try discogs.start()
    }

    /// A terminal, colour allowed (no NO_COLOR): the progress bar is drawn.
    var environment: [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "DISCOGS_RATE_WINDOW": "4",
            "CDSCAN_RETRY_DELAY": "0.01", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory,
            "HOME": directory, "TERM": "xterm",
        ]
    }

    @Test func theBarSaysItWaitsForTheRateLimitAndItsETACountsTheWindow() throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }
        let run = try PseudoTerminal(
            ["catalog", "--source", "discogs", "-o", "run.csv"] + barcodes, environment: environment,
            directory: directory)
        #expect(run.exitStatus() == 0, "\(run.text)")
        #expect(run.text.contains("for its turn (the services' rate limit)…"), "\(run.text)")
        #expect(run.text.contains(" · ETA "), "\(run.text)")
        #expect(discogs.counters.tooManyRequests == 0, "\(discogs.counters)")
        #expect(run.text.contains("10 found"), "\(run.text)")
    }

    /// Issue 29, point 7: the bar counts codes to look up, not the list's lines; a code given
    /// twice is two copies but one lookup, and the summary says so.
    @Test func theBarCountsCodesAndTheSummaryTheirCopies() throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }
        let lines = Array(barcodes.prefix(3)) + [barcodes[0]]
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: directory + "/list.txt", atomically: false, encoding: .utf8)
        let run = try PseudoTerminal(
            ["catalog", "--source", "discogs", "list.txt", "-o", "run.csv"], environment: environment,
            directory: directory)
        #expect(run.exitStatus() == 0, "\(run.text)")
        #expect(run.text.contains("3/3 codes  found 3"), "\(run.text)")
        #expect(!run.text.contains("/4 codes"), "\(run.text)")
        #expect(run.text.contains("4 copies of 3 barcodes"), "\(run.text)")
    }
}
