import Basics
import FakeServices
import Lookup
import TestSupport

/// The fake Discogs and MusicBrainz on 127.0.0.1, and real libcurl clients that share one
/// virtual clock with them: rate limits and retries move the clock instead of sleeping.
final class ServicesRig {
    static let token = "cataloging-rig-token"
    let time = ManualClock()
    /// Both fakes, on the virtual clock.
    let services: ServiceRig
    var discogs: FakeDiscogs { services.discogs }
    var musicBrainz: FakeMusicBrainz { services.musicBrainz }

    init() throws {
        let time = time
        services = try ServiceRig(
            token: Self.token, discogs: .init(token: Self.token, clock: { time.now() }),
            musicBrainz: .init(clock: { time.now() }))
    }

    /// A session asking Discogs (unless `discogs` is false) and then MusicBrainz (unless `musicBrainz` is false).
    func session(discogs useDiscogs: Bool = true, musicBrainz useMusicBrainz: Bool = true) throws -> LookupSession {
        let retry = RetryPolicy(baseDelay: 1, maxDelay: 8, random: { 0.5 })
        let discogsClient = try useDiscogs.then {
            try DiscogsClient(
                configuration: DiscogsConfiguration(baseURL: discogs.baseURL, token: Self.token, userAgent: "tests"),
                transport: try CurlTransport(), limiter: RateLimiter(window: 60, time: time), retry: retry, time: time)
        }
        let musicBrainzClient = try useMusicBrainz.then {
            try MusicBrainzClient(
                configuration: MusicBrainzConfiguration(baseURL: musicBrainz.baseURL, userAgent: "cdscan-tests/1.0"),
                transport: try CurlTransport(), retry: retry, time: time)
        }
        return LookupSession(discogs: discogsClient, musicBrainz: musicBrainzClient)
    }

    /// The paths of the requests MusicBrainz received, in order.
    var musicBrainzPaths: [String] { musicBrainz.requests.map(\.path) }
}

extension Bool {
    /// `make()` when true, else nil.
    fileprivate func then<Value>(_ make: () throws -> Value) rethrows -> Value? {
        self ? try make() : nil
    }
}
