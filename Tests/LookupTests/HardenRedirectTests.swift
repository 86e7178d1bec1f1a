import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// A Discogs that answers with a redirect: the client follows none, so the token in the
/// Authorization header never reaches another host (nor another path of the same one),
/// and the lookup fails with a message that names the status.
@Suite struct HardenRedirectTests {
    static let token = "redirect-token-0c7e"
    static let seeds = "029667431224"

    let discogs: FakeDiscogs
    let elsewhere: FakeDiscogs
    let client: DiscogsClient

    init() throws {
        discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        elsewhere = FakeDiscogs(configuration: .init(token: nil), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        try elsewhere.start()
        client = try DiscogsClient(
            configuration: DiscogsConfiguration(baseURL: discogs.baseURL, token: Self.token, userAgent: "cdscan-tests"),
            transport: try CurlTransport(limits: .init(connectTimeout: 5, totalTimeout: 5)),
            limiter: RateLimiter(time: ManualClock()), retry: RetryPolicy(random: { 0.5 }),
            time: ManualClock())
    }

    /// Expects the lookup to fail on `status` without a single request beyond the first.
    func expectRefusedRedirect(_ status: Int, to location: String) throws {
        discogs.scriptNext([.raw(.redirect(to: location, status: status))])
        let error = try #require(throws: LookupError.self) { try client.lookup(try GTIN(parsing: Self.seeds)) }
        #expect(
            error
                == .unexpectedResponse(service: .discogs, status: status, mediaType: nil, subject: Self.seeds))
        #expect(discogs.requests.count == 1)
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectToAnotherHostIsNotFollowed(status: Int) throws {
        try expectRefusedRedirect(
            status, to: elsewhere.baseURL + "/database/search?barcode=\(Self.seeds)&type=release")
        #expect(elsewhere.requests.isEmpty)
        #expect(discogs.requests.first?.headers["Authorization"] == "Discogs token=\(Self.token)")
    }

    @Test func aRedirectToAnotherPathOfTheSameHostIsNotFollowedEither() throws {
        try expectRefusedRedirect(302, to: "/database/search?barcode=\(Self.seeds)&type=release&page=2")
    }

    @Test func aRedirectToPlainHTTPOffThisMachineIsNotFollowed() throws {
        // Nothing listens there (and no request is made): a followed redirect would fail differently.
        try expectRefusedRedirect(301, to: "http://api.discogs.invalid/database/search?barcode=\(Self.seeds)")
    }
}
