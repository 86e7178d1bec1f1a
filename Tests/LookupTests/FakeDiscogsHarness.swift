import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport

/// A fake Discogs on 127.0.0.1 and a real libcurl client pointed at it.
///
/// Time goes through a `ManualClock`, so backoff and rate limiting are
/// recorded instead of slept; only the transport's own timeouts are real.
final class FakeDiscogsHarness {
    let server: FakeDiscogs
    let time = ManualClock()
    let client: DiscogsClient

    init(
        token: String = FakeDiscogs.defaultToken, rateLimit: Int = 60, limits: CurlTransport.Limits = .init(),
        retry: RetryPolicy = RetryPolicy(random: { 0.5 })
    ) throws {
        server = FakeDiscogs(configuration: .init(rateLimit: rateLimit), catalog: try DiscogsCatalog.bundled())
        try server.start()
        client = try DiscogsClient(
            configuration: DiscogsConfiguration(
                baseURL: server.baseURL, token: token, userAgent: "cdscan/0.0-test +https://example.invalid"),
            transport: try CurlTransport(limits: limits), limiter: RateLimiter(time: time), retry: retry, time: time)
    }

    deinit { server.stop() }

    func lookup(_ barcode: String) throws -> LookupOutcome {
        try client.lookup(try GTIN(parsing: barcode))
    }

    /// The `barcode` query of each search request, in order.
    var searchedForms: [String] {
        server.requests.filter { $0.path == "/database/search" }.compactMap { $0.query("barcode") }
    }
}
