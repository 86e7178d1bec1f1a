import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// A Ctrl-C while the batch waits on a request that never answers: the request is aborted
/// through libcurl (the real client against the fake Discogs), not left hanging.
@Suite struct BatchAbortTests {
    static let token = "abort-test-token"

    @Test func anInterruptAbortsTheHangingRequestAndLeavesItsCodePending() throws {
        var catalog = DiscogsCatalog()
        let barcodes = catalog.addSyntheticReleases(count: 3)
        let discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: catalog)
        try discogs.start()
        defer { discogs.stop() }
        discogs.script(barcode: barcodes[1], [.hang])
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        for barcode in barcodes { try store.record(try GTIN(parsing: barcode), source: "argument") }

        let cancellation = CancellationToken()
        let time = ManualClock()
        let makeSession: BatchRunner.SessionFactory = {
            // Timeouts far longer than the test may take: only the abort can end the hanging request.
            let transport = try CurlTransport(
                limits: .init(connectTimeout: 60, totalTimeout: 120), cancellation: cancellation)
            let client = try DiscogsClient(
                configuration: DiscogsConfiguration(baseURL: discogs.baseURL, token: Self.token, userAgent: "tests"),
                transport: transport, limiter: RateLimiter(time: time), retry: RetryPolicy(random: { 0.5 }),
                time: time)
            return LookupSession(discogs: client, musicBrainz: nil)
        }
        // Ctrl-C once the second request (the one that hangs) has arrived.
        let observer = RecordingObserver()
        let runner = BatchRunner(
            store: store, options: .init(), observer: observer,
            interrupt: { discogs.requests.count >= 2 ? .afterCurrent : .none }, cancellation: cancellation,
            makeSession: makeSession)
        let report = runner.run()

        #expect(report.stop?.isInterrupted == true)
        #expect(cancellation.isCancelled)
        #expect(report.tally.found == 1)
        #expect(report.tally.errors == 0)
        #expect(report.failures.isEmpty)
        // The aborted job came back (its request is counted), rather than being abandoned mid-request.
        #expect(report.tally.requests == 2)
        #expect(try store.allItems().map(\.status) == [.found, .pending, .pending])
        #expect(!observer.events.contains { if case .lookupFailed = $0 { true } else { false } })
        // The fake is still running: only the client can have closed the hung connection.
        for _ in 0..<1000 where discogs.hungUpByClientCount < 1 { usleep(10_000) }
        #expect(discogs.hungUpByClientCount == 1)
        #expect(discogs.requests.count == 2)
    }
}
