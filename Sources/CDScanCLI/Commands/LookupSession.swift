import Album
import Barcode
import Lookup

/// Which databases a command asks (`--source`).
enum SourceChoice: String, Sendable, CaseIterable {
    /// Discogs, then MusicBrainz when Discogs finds nothing; MusicBrainz alone without a Discogs token.
    case auto
    /// Discogs alone (needs DISCOGS_TOKEN).
    case discogs
    /// MusicBrainz alone (needs no token).
    case musicbrainz

    /// The sources whose answers fit this choice (`auto`: either).
    var accepts: Set<Source> {
        switch self {
        case .auto: [.discogs, .musicbrainz]
        case .discogs: [.discogs]
        case .musicbrainz: [.musicbrainz]
        }
    }
}

/// The database clients one command looks barcodes up with, made from the
/// settings and `--source`.
///
/// `auto` chains Discogs and MusicBrainz (`FallbackLookup`) when a Discogs token
/// is set, and asks MusicBrainz alone when not; `discogs` and `musicbrainz` ask
/// one. The Discogs client, when there is one, also serves release details and
/// the collection. Not `Sendable`: the clients own libcurl handles, so a session
/// stays on the thread that made it.
final class LookupSession {
    /// Why no session could be made.
    enum Failure: Error, Equatable {
        /// Discogs is needed (`--source discogs`, `--add-to-collection`) and DISCOGS_TOKEN is not set.
        case noToken
        /// A base URL setting is refused (plain http off this machine).
        case badURL(setting: String, LookupError)
        /// libcurl could not start.
        case transport(TransportError)
    }

    /// What one lookup asks, in order.
    let source: any AlbumSource
    /// The Discogs client, for details and the collection; nil when Discogs is not asked.
    let discogs: DiscogsClient?
    let musicBrainz: MusicBrainzClient?
    /// The collection's owner and the folder `--add-to-collection` adds to, once asked.
    private var collectionTarget: (username: String, folder: CollectionFolder)?

    /// A session asking `discogs` and then `musicBrainz` (either may be nil, not both).
    init(discogs: DiscogsClient?, musicBrainz: MusicBrainzClient?) {
        self.discogs = discogs
        self.musicBrainz = musicBrainz
        var sources: [any AlbumSource] = []
        if let discogs { sources.append(discogs) }
        if let musicBrainz { sources.append(musicBrainz) }
        source = sources.count == 1 ? sources[0] : FallbackLookup(sources)
    }

    /// The services asked, in order: ["Discogs", "MusicBrainz"].
    var services: [String] {
        [discogs.map { _ in "Discogs" }, musicBrainz.map { _ in "MusicBrainz" }].compactMap { $0 }
    }

    /// HTTP requests sent so far by every client, retries included.
    var requestCount: Int { (discogs?.requestCount ?? 0) + (musicBrainz?.requestCount ?? 0) }

    /// The releases carrying `gtin`, from the first service that knows it.
    func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        try source.lookup(gtin)
    }

    /// The folder `nameOrID` names in the token user's collection (nil: 1 "Uncategorized"),
    /// asked of Discogs once (`/oauth/identity`, then the folders) and remembered.
    ///
    /// Throws `.folderNotFound` with the folders there are, `.tokenRefused`, `.collectionForbidden`.
    func collectionFolder(_ nameOrID: String?) throws(LookupError) -> CollectionFolder? {
        if let collectionTarget { return collectionTarget.folder }
        guard let discogs else { return nil }
        let username = try discogs.identity()
        let folder = try discogs.resolveFolder(nameOrID, username: username)
        collectionTarget = (username, folder)
        return folder
    }

    /// Adds `album`'s release to the collection folder `nameOrID` unless a copy is there already;
    /// nil when it is not a Discogs release (or there is no Discogs client).
    func addToCollection(_ album: Album, folder nameOrID: String?) throws(LookupError) -> CollectionAddResult? {
        guard album.source == .discogs, let discogs, let folder = try collectionFolder(nameOrID),
            let username = collectionTarget?.username
        else { return nil }
        return try discogs.addIfMissing(releaseID: album.releaseID, folder: folder, username: username)
    }

    /// What to warn about after the last lookup: a service that failed although another then
    /// found the barcode ("Discogs refused the token ...; MusicBrainz answered instead").
    func warnings(after outcome: LookupOutcome) -> [String] {
        guard case .found(let best, _) = outcome, let fallback = source as? FallbackLookup else { return [] }
        return fallback.failures.map { "\($0.error); \(best.source.serviceName) answered instead" }
    }

    /// The session `choice` asks for with these settings.
    ///
    /// - Parameter needsDiscogs: Discogs itself is needed (`--add-to-collection`): no token is then
    ///   an error whatever the choice, and `auto` keeps Discogs.
    static func make(settings: Settings, choice: SourceChoice, needsDiscogs: Bool = false, time: any TimeSource)
        throws(Failure) -> LookupSession
    {
        let token = settings.discogsToken
        if token == nil, choice == .discogs || needsDiscogs { throw .noToken }
        var discogs: DiscogsClient?
        var musicBrainz: MusicBrainzClient?
        if let token, choice != .musicbrainz {
            discogs = try makeDiscogs(settings: settings, token: token, time: time)
        }
        if choice != .discogs {
            musicBrainz = try makeMusicBrainz(settings: settings, time: time)
        }
        return LookupSession(discogs: discogs, musicBrainz: musicBrainz)
    }

    /// The note for stderr when `auto` asks MusicBrainz alone for want of a token; nil otherwise.
    static func note(settings: Settings, choice: SourceChoice) -> String? {
        guard choice == .auto, settings.discogsToken == nil else { return nil }
        return "no DISCOGS_TOKEN: asking MusicBrainz only (a Discogs token adds Discogs: "
            + "https://www.discogs.com/settings/developers)"
    }

    /// What to do without a token when one is needed.
    static let tokenAdvice = """
        DISCOGS_TOKEN is not set, and Discogs needs one (--source discogs, --add-to-collection). \
        Create a personal access token at https://www.discogs.com/settings/developers and set it \
        in the environment (export DISCOGS_TOKEN=...) or in a .env file in this directory \
        (see .env.example). Without one, --source auto asks MusicBrainz alone.
        """

    private static func transport(_ settings: Settings) throws(Failure) -> CurlTransport {
        do {
            return try CurlTransport(
                limits: .init(connectTimeout: min(10, settings.httpTimeout), totalTimeout: settings.httpTimeout))
        } catch {
            throw .transport(error)
        }
    }

    private static func retryPolicy(_ settings: Settings) -> RetryPolicy {
        RetryPolicy(baseDelay: settings.retryDelay, maxDelay: max(settings.retryDelay, 60))
    }

    private static func makeDiscogs(settings: Settings, token: String, time: any TimeSource) throws(Failure)
        -> DiscogsClient
    {
        let transport = try transport(settings)
        do {
            return try DiscogsClient(
                configuration: DiscogsConfiguration(
                    baseURL: settings.discogsAPIURL, token: token, userAgent: CDScanVersion.userAgent),
                transport: transport, limiter: RateLimiter(window: settings.discogsRateWindow, time: time),
                retry: retryPolicy(settings), time: time)
        } catch {
            throw .badURL(setting: "DISCOGS_API_URL", error)
        }
    }

    private static func makeMusicBrainz(settings: Settings, time: any TimeSource) throws(Failure)
        -> MusicBrainzClient
    {
        let transport = try transport(settings)
        do {
            return try MusicBrainzClient(
                configuration: MusicBrainzConfiguration(
                    baseURL: settings.musicBrainzAPIURL,
                    userAgent: MusicBrainzConfiguration.userAgent(
                        version: CDScanVersion.version, contact: CDScanVersion.projectURL),
                    // A little over MusicBrainz' one a second, so clock jitter never makes it two.
                    minimumInterval: 1.1),
                transport: transport, retry: retryPolicy(settings), time: time)
        } catch {
            throw .badURL(setting: "MUSICBRAINZ_API_URL", error)
        }
    }
}

extension Source {
    /// The service's name as people write it: "Discogs", "MusicBrainz".
    var serviceName: String {
        switch self {
        case .discogs: "Discogs"
        case .musicbrainz: "MusicBrainz"
        }
    }
}

extension ExitCode {
    /// The status a lookup failure ends the process with.
    init(_ error: LookupError) {
        switch error {
        case .tokenRefused: self = .permission
        case .rateLimited: self = .temporaryFailure
        case .insecureURL: self = .configuration
        case .forbidden, .serverError, .network, .unexpectedResponse, .malformedJSON: self = .unavailable
        case .releaseNotFound: self = .dataError
        case .folderNotFound, .allFolderChosen: self = .usage
        case .collectionForbidden: self = .permission
        }
    }
}
