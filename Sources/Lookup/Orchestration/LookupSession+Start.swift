import Basics

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

extension LookupSession {
    /// Everything a session is made from: the settings a command read (environment, `.env`).
    package struct Configuration: Sendable {
        /// Where the services are and how they are asked.
        package var services: ServiceSettings
        /// The application's name and version for both services' User-Agent.
        package var version: String
        /// Where the application's makers can be reached, for the User-Agent.
        package var projectURL: String
        /// Once cancelled, the session's requests are aborted and no more are sent (`CurlTransport`).
        package var cancellation: CancellationToken?
        /// Hears (once) why the rate budget file shared with other processes cannot be used.
        package var sharingFailed: @Sendable (SharedRequestLog.Failure) -> Void = { _ in }

        package init(services: ServiceSettings, version: String, projectURL: String) {
            self.services = services
            self.version = version
            self.projectURL = projectURL
        }

        /// The services named one by one, with cdscan's defaults for what is left out.
        package init(
            discogsToken: String?, discogsAPIURL: String = DiscogsConfiguration.defaultBaseURL,
            musicBrainzAPIURL: String = MusicBrainzConfiguration.defaultBaseURL, httpTimeout: Double = 30,
            retryDelay: Double = 2, discogsRateWindow: Double = 60, version: String, projectURL: String
        ) {
            let services = ServiceSettings(
                discogsToken: discogsToken, discogsAPIURL: discogsAPIURL, musicBrainzAPIURL: musicBrainzAPIURL,
                httpTimeout: httpTimeout, retryDelay: retryDelay, discogsRateWindow: discogsRateWindow)
            self.init(services: services, version: version, projectURL: projectURL)
        }
    }

    /// Why no session could be made.
    package enum Failure: Error, Equatable {
        /// Discogs is needed (`--source discogs`, `--add-to-collection`) and DISCOGS_TOKEN is not set.
        case noToken
        /// Releases are to be fetched by id (`items import`), and there is neither a Discogs
        /// token nor a dump index to fetch them from.
        case noReleaseSource
        /// A base URL setting is refused (plain http off this machine).
        case badURL(setting: String, LookupError)
        /// libcurl could not start.
        case transport(TransportError)
    }

    /// Why a command could not start looking up.
    package enum StartFailure: Error, Equatable {
        /// No session could be made (no token, a refused URL).
        case session(Failure)
        /// The collection folder for `--add-to-collection` cannot be used (no such folder, token refused).
        case collection(LookupError)
    }

    /// The session `plan` asks for with this configuration; nothing is sent yet. `dump` is the
    /// local index the command opened for the plan.
    ///
    /// Throws `.noToken` when the plan requires Discogs and DISCOGS_TOKEN is not set, and
    /// `.noReleaseSource` when releases are to be fetched by id and neither Discogs nor a dump
    /// index is left to fetch them from: Discogs' API turns requests without a token away no
    /// better than at 25 a minute, and cdscan always sends one.
    package static func make(
        _ configuration: Configuration, plan: SourcePlan, extras: ExtrasOptions = ExtrasOptions(),
        dump: (any LocalAlbumIndex)? = nil, time: any TimeSource
    ) throws(Failure) -> LookupSession {
        let token = configuration.services.discogsToken
        if token == nil, plan.requiresToken { throw .noToken }
        var discogs: DiscogsClient?
        var musicBrainz: MusicBrainzClient?
        if let token, plan.asks(.discogs) {
            discogs = try makeDiscogs(configuration, token: token, time: time)
        }
        if plan.asks(.musicbrainz) {
            musicBrainz = try makeMusicBrainz(configuration, time: time)
        }
        let index = plan.dumpIndex == .unused ? nil : dump
        if plan.purpose == .releases, index == nil, discogs == nil { throw .noReleaseSource }
        return LookupSession(discogs: discogs, musicBrainz: musicBrainz, dump: index, extras: extras)
    }

    private static func transport(_ configuration: Configuration) throws(Failure) -> CurlTransport {
        do {
            return try CurlTransport(
                limits: .init(
                    connectTimeout: min(10, configuration.services.httpTimeout),
                    totalTimeout: configuration.services.httpTimeout),
                cancellation: configuration.cancellation)
        } catch {
            throw .transport(error)
        }
    }

    private static func retryPolicy(_ configuration: Configuration) -> RetryPolicy {
        RetryPolicy(baseDelay: configuration.services.retryDelay, maxDelay: max(configuration.services.retryDelay, 60))
    }

    static func makeDiscogs(_ configuration: Configuration, token: String, time: any TimeSource)
        throws(Failure) -> DiscogsClient
    {
        let transport = try transport(configuration)
        do {
            return try DiscogsClient(
                configuration: DiscogsConfiguration(
                    baseURL: configuration.services.discogsAPIURL, token: token,
                    userAgent: DiscogsConfiguration.userAgent(
                        version: configuration.version, contact: configuration.projectURL)),
                transport: transport,
                limiter: RateLimiter(
                    window: configuration.services.discogsRateWindow, time: time,
                    shared: sharedLog(configuration), sharingFailed: configuration.sharingFailed,
                    cancellation: configuration.cancellation),
                retry: retryPolicy(configuration), time: time)
        } catch {
            throw .badURL(setting: "DISCOGS_API_URL", error)
        }
    }

    /// The Discogs budget file shared with other processes, in cdscan's data folder; that folder
    /// is made (0700, as the catalogue's) when missing and its parent exists, so that runs that
    /// all name their catalogue with `--db` share the budget too. Nil when there is none.
    private static func sharedLog(_ configuration: Configuration) -> SharedRequestLog? {
        guard let directory = configuration.services.rateBudgetDirectory else { return nil }
        var info = stat()
        if stat(directory, &info) != 0, errno == ENOENT { _ = mkdir(directory, 0o700) }
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return SharedRequestLog(directory: directory, baseURL: configuration.services.discogsAPIURL)
    }

    private static func makeMusicBrainz(_ configuration: Configuration, time: any TimeSource) throws(Failure)
        -> MusicBrainzClient
    {
        let transport = try transport(configuration)
        do {
            return try MusicBrainzClient(
                configuration: MusicBrainzConfiguration(
                    baseURL: configuration.services.musicBrainzAPIURL,
                    userAgent: MusicBrainzConfiguration.userAgent(
                        version: configuration.version, contact: configuration.projectURL),
                    // A little over MusicBrainz' one a second, so clock jitter never makes it two.
                    minimumInterval: 1.1, coverArtArchive: configuration.services.coverArtArchive),
                transport: transport, retry: retryPolicy(configuration), time: time,
                cancellation: configuration.cancellation)
        } catch {
            throw .badURL(setting: "MUSICBRAINZ_API_URL", error)
        }
    }
}
