import Barcode
import Basics
import Cataloging
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// A fake Discogs on 127.0.0.1 and a real libcurl client that share one virtual
/// clock: the rate limiter's and the retries' waits move it instead of sleeping,
/// and the server's moving window runs on it too.
final class DiscogsRig {
    static let token = "rig-token"
    let time = ManualClock()
    let discogs: FakeDiscogs
    let window: Double
    /// The synthetic barcodes the fake knows, in order.
    let barcodes: [String]

    init(limit: Int = 60, window: Double = 60, synthetic: Int = 0, token: String? = DiscogsRig.token) throws {
        let time = time
        var catalog = try DiscogsCatalog.bundled()
        barcodes = catalog.addSyntheticReleases(count: synthetic)
        discogs = FakeDiscogs(
            configuration: .init(token: token, rateLimit: limit, window: window, clock: { time.now() }),
            catalog: catalog)
        self.window = window
        try discogs.start()
    }

    deinit { discogs.stop() }

    /// A Discogs client like `LookupSession.make`'s, pointed at the fake.
    func discogsClient(token: String = DiscogsRig.token) throws(LookupSession.Failure) -> DiscogsClient {
        try Self.discogsClient(baseURL: discogs.baseURL, token: token, window: window, time: time)
    }

    private static func discogsClient(baseURL: String, token: String, window: Double, time: ManualClock)
        throws(LookupSession.Failure) -> DiscogsClient
    {
        let transport: CurlTransport
        do {
            transport = try CurlTransport()
        } catch {
            throw .transport(error)
        }
        do {
            return try DiscogsClient(
                configuration: DiscogsConfiguration(baseURL: baseURL, token: token, userAgent: "cdscan-tests"),
                transport: transport, limiter: RateLimiter(window: window, time: time),
                retry: RetryPolicy(baseDelay: 1, maxDelay: 8, random: { 0.5 }), time: time)
        } catch {
            throw .badURL(setting: "DISCOGS_API_URL", error)
        }
    }

    /// A Discogs-only session (`--source discogs`) on the fake.
    func client(token: String = DiscogsRig.token) throws(LookupSession.Failure) -> LookupSession {
        LookupSession(discogs: try discogsClient(token: token), musicBrainz: nil)
    }

    /// The session factory a runner is given.
    func factory(token: String = DiscogsRig.token) -> BatchRunner.SessionFactory {
        { try self.client(token: token) }
    }

    /// The lookup services a command is given: Discogs-only sessions on the fake.
    func services(token: String = DiscogsRig.token) -> LookupServices {
        let (baseURL, window, time) = (discogs.baseURL, window, time)
        return LookupServices { _ in
            LookupSession(
                discogs: try Self.discogsClient(baseURL: baseURL, token: token, window: window, time: time),
                musicBrainz: nil)
        }
    }
}

/// Well-known barcodes of the bundled fixtures.
enum KnownBarcodes {
    /// The Seeds, "Future": found by its 12-digit UPC-A in one request.
    static let seeds = "029667431224"
    /// A valid EAN-13 no fixture carries: not found after its two search forms.
    static let unknown = "5099750442227"
}

/// A store at `directory/catalog.sqlite` with `pending` barcodes recorded, in order.
func storeWith(_ barcodes: [String], in directory: String, clock: ManualClock = ManualClock()) throws -> CatalogStore {
    let store = try CatalogStore(path: directory + "/catalog.sqlite", clock: clock)
    for (index, barcode) in barcodes.enumerated() {
        try store.record(try GTIN(parsing: barcode), source: "file:test.txt:\(index + 1)")
    }
    return store
}
