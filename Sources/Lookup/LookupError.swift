import Album

/// Why a lookup could not give an answer (worded for the person at the terminal in
/// `Presentation/ErrorWords`).
///
/// Its words never contain the token: the clients never put it anywhere but the Authorization
/// header, and no case here carries a header.
///
/// `Codable` because the catalogue keeps a failed lookup's error as it is (`StoredFailure`, in
/// its `error` column): the cases' and labels' names are that stored form, so renaming one
/// leaves the rows stored before it shown as their JSON text.
package enum LookupError: Error, Equatable, Sendable, Codable {
    /// 401: the service does not accept the token.
    case tokenRefused(service: Service)
    /// 403 or another refusal that is not about the token (often a proxy or CDN block).
    case forbidden(service: Service, status: Int, isHTML: Bool)
    /// Still refused for going too fast after every retry (Discogs: 429; MusicBrainz: 503 naming the rate limit).
    case rateLimited(service: Service, attempts: Int)
    /// A 5xx status after every retry.
    case serverError(service: Service, status: Int, attempts: Int, isHTML: Bool)
    /// No response at all after every retry (connection, timeout, TLS).
    case network(service: Service, attempts: Int, reason: TransportError)
    /// A response that is not the JSON asked for (an HTML page, a redirect, a status cdscan does not expect).
    /// `subject` names what was asked: the barcode, or e.g. "release 4707982" for other requests.
    case unexpectedResponse(service: Service, status: Int, mediaType: String?, subject: String)
    /// JSON that cannot be read as the service's documented shape; `subject` as for `unexpectedResponse`.
    case malformedJSON(service: Service, subject: String, detail: String)
    /// The dump index at `path` could not be read when asked for `subject` (as for
    /// `unexpectedResponse`); `reason` is SQLite's own text (`DatabaseError`'s description).
    case unreadableIndex(path: String, subject: String, reason: String)
    /// A request (and for Discogs the token) would travel unencrypted to a host that is not this machine.
    case insecureURL(String)
    /// A cover image's URL (from a service's answer, or a redirect) that is not fetched: not
    /// https, or aimed at this machine, and not on `COVERART_URL`'s scheme, host and port.
    case refusedCoverURL(String)
    /// An image host that kept answering "too many requests" (`status`, 429) `attempts` times in
    /// a row: it is asked no more this run (0 attempts: it was given up earlier).
    case coverHostLimited(host: String, status: Int, attempts: Int)
    /// The dump index at `path` was imported by an older cdscan and holds no `lacking`
    /// ("catalogue numbers"): the dump must be imported again.
    case olderIndex(path: String, lacking: String)
    /// The service has no release with this id (HTTP 404, or an id that is not a number).
    case releaseNotFound(service: Service, id: String)
    /// No collection folder has this name or id; `available` lists the folders there are.
    case folderNotFound(name: String, available: [String])
    /// Folder 0 "All" was chosen: it shows every folder and cannot hold releases itself.
    case allFolderChosen(available: [String])
    /// 403 from the collection: the token may not read or change this user's collection.
    case collectionForbidden(service: Service, username: String)
    /// The run is stopping (Ctrl-C, SIGTERM) and the request was aborted or not sent: no answer,
    /// and no failure of the service either; what was asked stays to be asked again.
    case interrupted(service: Service)
}
