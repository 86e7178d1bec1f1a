import Lookup

/// Builds the Discogs client every command that looks things up shares.
enum DiscogsSession {
    /// Where to get a token, for the message when there is none.
    static let tokenAdvice = """
        DISCOGS_TOKEN is not set. Create a personal access token at \
        https://www.discogs.com/settings/developers and set it in the environment \
        (export DISCOGS_TOKEN=...) or in a .env file in this directory (see .env.example).
        """

    enum Failure: Error {
        case noToken
        case lookup(LookupError)
        case transport(TransportError)
    }

    static func makeClient(settings: Settings, time: any TimeSource) throws(Failure) -> DiscogsClient {
        guard let token = settings.discogsToken else { throw .noToken }
        let transport: CurlTransport
        do {
            transport = try CurlTransport(
                limits: .init(connectTimeout: min(10, settings.httpTimeout), totalTimeout: settings.httpTimeout))
        } catch {
            throw .transport(error)
        }
        do {
            return try DiscogsClient(
                configuration: DiscogsConfiguration(
                    baseURL: settings.discogsAPIURL, token: token, userAgent: CDScanVersion.userAgent),
                transport: transport, limiter: RateLimiter(window: settings.discogsRateWindow, time: time),
                retry: RetryPolicy(baseDelay: settings.retryDelay, maxDelay: max(settings.retryDelay, 60)),
                time: time)
        } catch {
            throw .lookup(error)
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
