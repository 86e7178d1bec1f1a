import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A 1,000-barcode `cdscan catalog` (the built binary) against a fake Discogs that
/// answers about 10% of requests with a random fault, then the same batch killed
/// with SIGKILL several times at random moments and resumed: every barcode ends
/// found, not found or recorded as an error, once in the database and once in the
/// CSV, and a later run retries exactly the errors.
///
/// Real time is only spent where it must be (the client's timeout on a hung
/// answer, the scaled-down rate window); no assertion depends on it.
@Suite(
    .serialized, .enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct HardenCatalogFaultTests {
    static let batchSize = 1_000
    /// Short enough that ~1% hung answers cost seconds, not minutes.
    static let faultyTimeout = 0.5
    /// Long enough that a loaded CI machine never times out a healthy request.
    static let calmTimeout = 20.0

    /// Every fault kind of the plan was drawn at least once (the seed makes this so).
    static func expectEveryFaultInjected(_ discogs: FakeDiscogs) {
        let expected = Set(FaultPlan.standardFaults.map(FaultPlan.label(of:)))
        let injected = discogs.injectedFaults
        #expect(Set(injected.keys) == expected, "injected: \(injected)")
    }

    /// With the faults gone, a re-run looks up the errors, and only them, and finds every one.
    static func expectRetryFindsExactlyTheErrors(_ rig: HardenRig, errors: Int) throws {
        rig.discogs.injectFaults(nil)
        rig.discogs.resetCounters()
        let status = try rig.runCatalog(httpTimeout: calmTimeout)
        #expect(status == 0)
        #expect(rig.discogs.counters.searches == errors)
        let audit = try CatalogAudit(databasePath: rig.databasePath, csvPath: rig.csvPath)
        audit.expectComplete(with: rig)
        #expect(audit.count(.found) == batchSize)
    }

    @Test func aBatchUnderRandomFaultsAccountsForEveryBarcodeOnce() throws {
        let rig = try HardenRig(count: Self.batchSize, token: "faults-token-9e2c")
        rig.discogs.injectFaults(FaultPlan(rate: 0.1, seed: 0xC0FFEE))

        let status = try rig.runCatalog(httpTimeout: Self.faultyTimeout)
        // 0 when every error was retried away, 69 or 75 when some lookups failed for good.
        #expect(status.map { [0, 69, 75].contains($0) } == true, "exit status \(String(describing: status))")
        Self.expectEveryFaultInjected(rig.discogs)

        let audit = try CatalogAudit(databasePath: rig.databasePath, csvPath: rig.csvPath)
        audit.expectComplete(with: rig)
        // Truncated JSON, the wrong shape and HTML with 200 are not retried: some errors must be there.
        #expect(audit.count(.error) > 0)
        #expect(audit.count(.found) > Self.batchSize / 2)
        try Self.expectRetryFindsExactlyTheErrors(rig, errors: audit.count(.error))
    }

    @Test func killNineAtRandomMomentsLosesNothingAndDuplicatesNothing() throws {
        // 250 requests a second: a run lasts several seconds, long enough to be killed mid-batch.
        let rig = try HardenRig(count: Self.batchSize, token: "kill-token-51f0", rateLimit: 250, window: 1)
        rig.discogs.injectFaults(FaultPlan(rate: 0.1, seed: 0xDEAD_BEEF))
        var random = SplitMix64(seed: 0x5EED_0006)
        var killsLanded = 0

        // Kill 1 lands during start-up, kill 2 while the list is being recorded (just after the
        // database appears), kills 3 to 5 after a random number of searches, each a few
        // milliseconds off the request so that some land between a response and its commit.
        for round in 0..<5 {
            let process = try rig.startCatalog(httpTimeout: Self.faultyTimeout)
            switch round {
            case 0:
                usleep(UInt32.random(in: 0...80_000, using: &random))
            case 1:
                rig.waitForDatabase(while: process)
                usleep(UInt32.random(in: 0...30_000, using: &random))
            default:
                let target = rig.discogs.counters.searches + Int.random(in: 40...220, using: &random)
                rig.waitForSearches(target, while: process)
                usleep(UInt32.random(in: 0...15_000, using: &random))
            }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killsLanded += 1
            }
            #expect(HardenProcess.waitForExit(process, seconds: 30))
            // Whatever the moment, the catalog opens and holds no duplicate and no wrong release.
            if FileManager.default.fileExists(atPath: rig.databasePath) {
                let audit = try CatalogAudit(databasePath: rig.databasePath, csvPath: nil)
                audit.expectConsistent(with: rig)
            }
        }
        #expect(killsLanded >= 4)

        let status = try rig.runCatalog(httpTimeout: Self.faultyTimeout)
        #expect(status.map { [0, 69, 75].contains($0) } == true, "exit status \(String(describing: status))")
        Self.expectEveryFaultInjected(rig.discogs)
        let audit = try CatalogAudit(databasePath: rig.databasePath, csvPath: rig.csvPath)
        audit.expectComplete(with: rig)
        try Self.expectRetryFindsExactlyTheErrors(rig, errors: audit.count(.error))
    }
}
