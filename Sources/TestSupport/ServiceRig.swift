import FakeServices
import Foundation

/// The fake Discogs and MusicBrainz an end-to-end test runs cdscan against, and the
/// environment that points cdscan at them: the one rig every suite starts its services with.
///
/// Both fakes listen on 127.0.0.1 from `init` and stop when the rig goes away; cdscan reaches
/// them through its real libcurl client. MusicBrainz keeps its real limit (one request a
/// second) unless `musicBrainz` says otherwise, so a test asks it only a few times.
package final class ServiceRig: Sendable {
    /// The token the fake Discogs accepts (`environment(token: true)` sends it).
    package let token: String
    package let discogs: FakeDiscogs
    package let musicBrainz: FakeMusicBrainz

    /// Starts both fakes: Discogs accepting `token` with `discogs`' limits and `catalog`,
    /// MusicBrainz with `musicBrainz`' limits and `musicBrainzCatalog`.
    package init(
        token: String, discogs configuration: FakeDiscogs.Configuration? = nil, catalog: DiscogsCatalog? = nil,
        musicBrainz musicBrainzConfiguration: FakeMusicBrainz.Configuration = .init(),
        musicBrainzCatalog: MusicBrainzCatalog? = nil
    ) throws {
        self.token = token
        discogs = FakeDiscogs(
            configuration: configuration ?? .init(token: token), catalog: try catalog ?? DiscogsCatalog.bundled())
        musicBrainz = FakeMusicBrainz(
            configuration: musicBrainzConfiguration, catalog: try musicBrainzCatalog ?? MusicBrainzCatalog.bundled())
        _ = try discogs.start()
        _ = try musicBrainz.start()
    }

    deinit {
        discogs.stop()
        musicBrainz.stop()
    }

    /// cdscan's environment for the fakes: their URLs, fast retries, the token when `token`,
    /// and `extra` on top (a data directory, a rate window...).
    package func environment(token: Bool = true, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "DISCOGS_API_URL": discogs.baseURL, "MUSICBRAINZ_API_URL": musicBrainz.baseURL,
            "CDSCAN_RETRY_DELAY": "0.01",
        ]
        if token { environment["DISCOGS_TOKEN"] = self.token }
        return environment.merging(extra) { _, given in given }
    }
}
