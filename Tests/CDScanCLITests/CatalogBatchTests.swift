import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import Presentation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Cataloging
@testable import Workflows

/// The batch runner against the fake Discogs through the real libcurl client,
/// on a virtual clock: rate-limit and retry waits never really sleep.
@Suite struct CatalogBatchTests {
    func runner(
        _ store: CatalogStore, _ rig: DiscogsRig, retry: Bool = false, maxAge: Double = 6 * 3600,
        interrupt: @escaping () -> InterruptRequest = { .none }, factory: BatchRunner.SessionFactory? = nil
    ) -> (BatchRunner, CapturedConsole) {
        let captured = CapturedConsole()
        let runner = BatchRunner(
            store: store, options: .init(retry: retry, maxAge: maxAge),
            observer: BatchProgress(console: captured.console, style: .none, time: rig.time),
            interrupt: interrupt, makeSession: factory ?? rig.factory())
        return (runner, captured)
    }

    @Test func eachBarcodeFoundByItsFirstSearchFormTakesOneRequest() throws {
        let rig = try DiscogsRig(synthetic: 30)
        try withScratchDirectory { directory in
            let store = try storeWith([KnownBarcodes.seeds] + rig.barcodes, in: directory)
            let report = runner(store, rig).0.run()
            #expect(report.stop == nil)
            #expect(report.tally.found == 31)
            #expect(report.tally.requests == 31)
            #expect(rig.discogs.counters.searches == 31)
            let items = try store.allItems()
            #expect(items.allSatisfy { $0.status == .found && $0.album != nil && $0.attempts == 1 })
            #expect(items.first?.album?.title == "Future")
        }
    }

    @Test func aResumedBatchSkipsWhatIsFinished() throws {
        let rig = try DiscogsRig(synthetic: 40)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            let discogs = rig.discogs
            let first = runner(store, rig, interrupt: { discogs.counters.searches >= 15 ? .afterCurrent : .none })
            let partial = first.0.run()
            #expect(partial.stop?.isInterrupted == true)
            #expect(partial.tally.done == 15)
            #expect(partial.remaining == 25)
            #expect(first.1.err.contains("interrupted"))
            #expect(try store.pending().count == 25)

            let second = runner(store, rig).0.run()
            #expect(second.stop == nil)
            #expect(second.tally.done == 25)
            #expect(rig.discogs.counters.searches == 40)
            let items = try store.allItems()
            #expect(items.count == 40)
            #expect(items.allSatisfy { $0.status == .found && $0.attempts == 1 })
            #expect(Set(rig.discogs.requests.compactMap { $0.query("barcode") }).count == 40)
        }
    }

    @Test func retryLooksUpNotFoundAgainFromTheCacheWithinMaxAge() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let clock = ManualClock()
            let store = try storeWith([KnownBarcodes.unknown, KnownBarcodes.seeds], in: directory, clock: clock)
            let first = runner(store, rig).0.run()
            #expect(first.tally.notFound == 1)
            #expect(first.tally.requests == 3)  // two search forms for the unknown EAN-13, one for the Seeds

            let again = runner(store, rig).0.run()
            #expect(again.tally.done == 0)

            clock.advance(by: 3600)
            let cached = runner(store, rig, retry: true).0.run()
            #expect(cached.tally.done == 1)
            #expect(cached.tally.fromCache == 1)
            #expect(cached.tally.requests == 0)

            clock.advance(by: 3 * 3600)
            let stale = runner(store, rig, retry: true, maxAge: 2 * 3600).0.run()
            #expect(stale.tally.fromCache == 0)
            #expect(stale.tally.requests == 2)
            #expect(rig.discogs.counters.searches == 5)
            #expect(try store.item(for: try GTIN(parsing: KnownBarcodes.unknown))?.attempts == 3)
        }
    }

    @Test func answersFromTheCacheNeedNoToken() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let store = try storeWith([KnownBarcodes.seeds], in: directory)
            // As if killed between caching the answer and recording it.
            let outcome = try rig.client().lookup(try GTIN(parsing: KnownBarcodes.seeds))
            guard case .found(let best, _) = outcome else {
                Issue.record("the Seeds should be found")
                return
            }
            try store.cacheLookup([best], for: try GTIN(parsing: KnownBarcodes.seeds))
            let noToken: BatchRunner.SessionFactory = { throw LookupSession.Failure.noToken }
            let report = runner(store, rig, factory: noToken).0.run()
            #expect(report.stop == nil)
            #expect(report.tally.found == 1)
            #expect(report.tally.fromCache == 1)
            #expect(rig.discogs.counters.searches == 1)  // the lookup above, none by the batch
        }
    }

    @Test func noTokenStopsTheBatchWhenALookupIsNeeded() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let store = try storeWith([KnownBarcodes.seeds], in: directory)
            let noToken: BatchRunner.SessionFactory = { throw LookupSession.Failure.noToken }
            let (batch, captured) = runner(store, rig, factory: noToken)
            let report = batch.run()
            let stop = try #require(report.stop)
            #expect(ErrorReport.report(stop, captured.console) == .configuration)
            #expect(captured.err.contains("DISCOGS_TOKEN is not set"))
            #expect(try store.pending().count == 1)
        }
    }

    @Test func aRefusedTokenStopsTheBatchAtOnce() throws {
        let rig = try DiscogsRig(synthetic: 5)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            let report = runner(store, rig, factory: rig.factory(token: "wrong")).0.run()
            #expect(report.stop?.lookupError == .tokenRefused(service: .discogs))
            #expect(rig.discogs.counters.requests == 1)
            #expect(try store.pending().count == 5)
        }
    }

    /// A rate limit still in force after a barcode's retries would meet the next barcode too
    /// (issue 28, point 5): the batch stops with 75, that barcode and the rest left pending.
    @Test func rateLimitedAfterEveryRetryStopsTheBatchLeavingTheRestPending() throws {
        let rig = try DiscogsRig(synthetic: 4)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            rig.discogs.script(barcode: rig.barcodes[1], Array(repeating: .status(429), count: 6))
            let (batch, _) = runner(store, rig)
            let report = batch.run()
            let stop = try #require(report.stop?.lookupError)
            #expect(ExitCode(stop) == .temporaryFailure)
            #expect(report.tally.found == 1)
            #expect(report.tally.errors == 0)
            #expect(report.remaining == 3)
            let limited = try #require(try store.item(for: try GTIN(parsing: rig.barcodes[1])))
            #expect(limited.status == .pending)

            let next = runner(store, rig).0.run()  // the next run goes on where it stopped
            #expect(next.tally.found == 3)
            #expect(try store.allItems().allSatisfy { $0.status == .found })
        }
    }

    @Test func aServiceFailingBarcodeAfterBarcodeStopsTheBatch() throws {
        let rig = try DiscogsRig(synthetic: 10)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            rig.discogs.failNext(100, with: .status(503))
            let report = runner(store, rig).0.run()
            #expect(report.tally.errors == 5)
            #expect(report.stop?.lookupError.map(ExitCode.init) == .unavailable)
            #expect(try store.items(withStatus: .error).count == 5)
            #expect(try store.items(withStatus: .pending).count == 5)
        }
    }

    @Test func theRateLimiterKeepsWithinASmallWindowWithoutA429() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 60)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            let start = rig.time.now()
            let report = runner(store, rig).0.run()
            #expect(report.tally.found == 60)
            let counters = rig.discogs.counters
            #expect(counters.tooManyRequests == 0)
            #expect(counters.maxRequestsInWindow == 9)  // the budget: 10 less a reserve of 1
            // 60 requests at 9 per 2 s: six full windows of waiting, not more.
            #expect(rig.time.now() - start <= 6 * 2 + 0.5)
        }
    }

    @Test func injected429sAreRetriedAndNothingIsDropped() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 30)
        try withScratchDirectory { directory in
            let store = try storeWith(rig.barcodes, in: directory)
            rig.discogs.failNext(2, with: .status(429))
            rig.discogs.script(barcode: rig.barcodes[12], [.status(429), .status(429), .status(429)])
            rig.discogs.script(barcode: rig.barcodes[25], [.status(429)])
            let report = runner(store, rig).0.run()
            #expect(report.stop == nil)
            #expect(report.tally.found == 30)
            #expect(report.tally.requests == 36)
            #expect(rig.discogs.counters.tooManyRequests == 6)
            #expect(try store.allItems().allSatisfy { $0.status == .found && $0.album != nil })
        }
    }
}
