import Album
import Barcode
import Basics
import Foundation

/// Finds the releases that carry a barcode through the MusicBrainz web service.
///
/// Searches `/ws/2/release?query=barcode:…&fmt=json` with the GTIN's digit
/// forms in turn (12-digit UPC-A, then its 13-digit EAN; never the spaced
/// form, which a Lucene query would split) and stops at the first that returns
/// a release whose own barcode is the GTIN. No token: MusicBrainz asks only for
/// a meaningful User-Agent and at most one request a second, which a one-slot
/// `RateLimiter` on the injected `TimeSource` keeps. MusicBrainz answers too
/// many requests with 503 and a JSON error about the rate limit, and an
/// overloaded server with 503 too; both are retried as `RetryPolicy` says and
/// end as `.rateLimited` and `.serverError` respectively.
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API/Rate_Limiting
package final class MusicBrainzClient {
    static let service = Service.musicbrainz

    let configuration: MusicBrainzConfiguration
    private let sender: RetryingSender
    /// Paces every MusicBrainz request; the session shows it to a batch's ETA (`LookupSession.pacing`).
    let limiter: RateLimiter
    /// HTTP requests sent so far, retries included.
    var requestCount: Int { sender.requestCount }

    /// Fails when the base URL is plain http to a host that is not this machine.
    package init(
        configuration: MusicBrainzConfiguration, transport: any HTTPTransport, retry: RetryPolicy = RetryPolicy(),
        time: any TimeSource, cancellation: CancellationToken? = nil
    ) throws(LookupError) {
        try URLPolicy.requireSecure(configuration.baseURL)
        self.configuration = configuration
        // One request per window of `minimumInterval` seconds: RateLimiter's budget for a limit of 1 is 1.
        limiter = RateLimiter(
            window: configuration.minimumInterval, initialLimit: 1, time: time, cancellation: cancellation)
        sender = RetryingSender(service: Self.service, transport: transport, limiter: limiter, retry: retry, time: time)
    }

    /// The releases carrying `gtin`, ranked; `.notFound` when none do.
    package func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        for form in Self.queryForms(of: gtin) {
            let releases = try search(barcode: form, for: gtin)
            let albums = Self.byScore(releases.filter { $0.carries(gtin) }).compactMap {
                $0.album(coverArtArchive: configuration.coverArtArchive)
            }
            if !albums.isEmpty { return LookupOutcome(ranking: albums) }
        }
        return .notFound
    }

    /// Best score first; the server's order among equals.
    static func byScore(_ releases: [MusicBrainzRelease]) -> [MusicBrainzRelease] {
        releases.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.score ?? 0, rhs.element.score ?? 0)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The GTIN's search forms without the spaced, printed one.
    static func queryForms(of gtin: GTIN) -> [String] {
        gtin.searchForms.filter { $0.allSatisfy(\.isNumber) }
    }

    private func search(barcode form: String, for gtin: GTIN) throws(LookupError) -> [MusicBrainzRelease] {
        try search(query: "barcode:\(form)", subject: gtin.canonical)
    }

    /// The releases of a search for `query`; `subject` names what was asked in errors.
    func search(query: String, subject: String) throws(LookupError) -> [MusicBrainzRelease] {
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "fmt", value: "json")]
        let url = configuration.baseURL + "/ws/2/release?" + (components.percentEncodedQuery ?? "")
        return try decode(MusicBrainzSearchResponse.self, from: get(url, subject: subject), subject: subject).rows
    }

    /// The body of a 2xx answer read as `T`; HTML or another media type is an unexpected response.
    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, subject: String) throws(LookupError) -> T {
        if response.looksLikeHTML || response.mediaType.map({ !$0.contains("json") }) == true {
            throw .unexpectedResponse(
                service: Self.service, status: response.status, mediaType: response.mediaType, subject: subject)
        }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .malformedJSON(service: Self.service, subject: subject, detail: JSONFailure.summary(of: error))
        }
    }

    /// GET with spacing and retries; returns a 2xx response (or a 404 when `notFoundIsAnAnswer`).
    func get(_ url: String, subject: String, notFoundIsAnAnswer: Bool = false) throws(LookupError) -> HTTPResponse {
        let request = HTTPRequest(
            url: url, headers: [("User-Agent", configuration.userAgent), ("Accept", "application/json")])
        return try sender.send(request) { response in
            switch response.status {
            case 200..<300: .accept
            case 404 where notFoundIsAnAnswer: .accept
            case _ where Self.isRateLimitRefusal(response): .tooFast
            case 500...599: .serverFailure
            case 403: .fail(.forbidden(service: Self.service, status: 403, isHTML: response.looksLikeHTML))
            default:
                .fail(
                    .unexpectedResponse(
                        service: Self.service, status: response.status, mediaType: response.mediaType,
                        subject: subject))
            }
        }
    }

    /// Whether the response says "too fast": a 429 (from a proxy), or a 503 that is MusicBrainz'
    /// rate limiter speaking ("Your requests are exceeding the allowable rate limit...") rather
    /// than an overloaded server or a maintenance page.
    static func isRateLimitRefusal(_ response: HTTPResponse) -> Bool {
        if response.status == 429 { return true }
        guard response.status == 503, !response.looksLikeHTML else { return false }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return text.contains("rate limit")
    }
}
