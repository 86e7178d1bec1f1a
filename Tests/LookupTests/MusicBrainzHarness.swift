import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport

/// A fake MusicBrainz on 127.0.0.1 and a real libcurl client pointed at it.
///
/// The client and the fake read the same `ManualClock`, so the client's
/// spacing and backoff are recorded instead of slept and the fake judges the
/// request rate by that virtual clock; only the transport's timeouts are real.
final class MusicBrainzHarness {
    static let userAgent = MusicBrainzConfiguration.userAgent(
        version: "0.0-test", contact: "https://example.invalid/cdscan")

    let time = ManualClock()
    let server: FakeMusicBrainz
    let client: MusicBrainzClient

    init(
        limits: CurlTransport.Limits = .init(), retry: RetryPolicy = RetryPolicy(random: { 0.5 }),
        userAgent: String = MusicBrainzHarness.userAgent
    ) throws {
        let time = time
        server = FakeMusicBrainz(configuration: .init(clock: { time.now() }), catalog: try MusicBrainzCatalog.bundled())
        try server.start()
        client = try MusicBrainzClient(
            configuration: MusicBrainzConfiguration(baseURL: server.baseURL, userAgent: userAgent),
            transport: try CurlTransport(limits: limits), retry: retry, time: time)
    }

    deinit { server.stop() }

    func lookup(_ barcode: String) throws -> LookupOutcome {
        try client.lookup(try GTIN(parsing: barcode))
    }

    /// The lookup's error, or nil when it succeeded.
    func failure(_ barcode: String) throws -> LookupError? {
        do {
            _ = try lookup(barcode)
            return nil
        } catch let error as LookupError {
            return error
        }
    }

    /// The barcode of each search request's `query=barcode:…`, in order.
    var searchedForms: [String] {
        server.requests.filter { $0.path == "/ws/2/release" }.compactMap { $0.query("query") }.map {
            $0.hasPrefix("barcode:") ? String($0.dropFirst("barcode:".count)) : $0
        }
    }

    /// The MBID the fixtures give the first release filed under `barcode`.
    func fixtureID(_ barcode: String, at index: Int = 0) -> String? {
        let releases = server.catalog.search(barcode: barcode)
        return index < releases.count ? releases[index]["id"]?.stringValue : nil
    }
}
