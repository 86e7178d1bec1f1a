import Album
import Barcode
import Basics
import Foundation

/// Talks to the Discogs API: barcode lookup, release details and the user's collection.
///
/// `lookup` searches `/database/search?barcode=…&type=release` with each of the
/// GTIN's search forms in turn (12-digit UPC-A, then its 13-digit EAN, then the
/// printed, spaced form) and stops at the first that returns a release whose
/// own barcode list really holds the GTIN. `releaseDetails(id:)` and the
/// collection calls live in extensions. Every request goes through one
/// `RateLimiter` and is retried after 429, 5xx and network failures as
/// `RetryPolicy` says; a request that adds to the collection is repeated only
/// when it certainly did not reach Discogs (a 429, a refused connection).
package final class DiscogsClient {
    static let service = Service.discogs

    private let configuration: DiscogsConfiguration
    /// Paces every Discogs request; the session shows it to a batch's ETA (`LookupSession.pacing`).
    let limiter: RateLimiter
    private let sender: RetryingSender
    /// HTTP requests sent so far, retries included.
    package var requestCount: Int { sender.requestCount }
    /// The token's user, once `identity()` has asked Discogs.
    var knownUsername: String?

    /// Fails when the base URL would send the token unencrypted off this machine.
    package init(
        configuration: DiscogsConfiguration, transport: any HTTPTransport, limiter: RateLimiter,
        retry: RetryPolicy = RetryPolicy(), time: any TimeSource
    ) throws(LookupError) {
        try URLPolicy.requireSecure(configuration.baseURL)
        self.configuration = configuration
        self.limiter = limiter
        sender = RetryingSender(service: Self.service, transport: transport, limiter: limiter, retry: retry, time: time)
    }

    /// The releases carrying `gtin`, ranked; `.notFound` when none do.
    package func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        for form in gtin.searchForms {
            let results = try search(barcode: form, for: gtin)
            let albums = results.filter { $0.isRelease && $0.carries(gtin) }.compactMap { $0.album() }
            if !albums.isEmpty { return LookupOutcome(ranking: albums) }
        }
        return .notFound
    }

    private func search(barcode form: String, for gtin: GTIN) throws(LookupError) -> [DiscogsSearchResult] {
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: "barcode", value: form), URLQueryItem(name: "type", value: "release"),
            URLQueryItem(name: "per_page", value: "100"),
        ]
        let call = DiscogsCall(
            path: "/database/search?" + (components.percentEncodedQuery ?? ""), subject: gtin.canonical)
        let response = try send(call)
        if response.status == 404 { return [] }
        return try decode(DiscogsSearchResponse.self, from: response, for: call).rows
    }

    /// The body of a 2xx answer to `call` read as `T`; HTML or another media type is an unexpected response.
    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, for call: DiscogsCall) throws(LookupError)
        -> T
    {
        if response.looksLikeHTML || response.mediaType.map({ !$0.contains("json") }) == true {
            throw .unexpectedResponse(
                service: Self.service, status: response.status, mediaType: response.mediaType, subject: call.subject)
        }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .malformedJSON(service: Self.service, subject: call.subject, detail: JSONFailure.summary(of: error))
        }
    }

    /// Sends `call` with rate limiting and retries; returns a 2xx or 404 response.
    ///
    /// Every Discogs request goes through here, so one `RateLimiter` counts them
    /// all. A 429 is always retried (Discogs refused before doing anything); a
    /// network failure or 5xx only when the call may be repeated safely, since
    /// Discogs happily adds the same release twice.
    func send(_ call: DiscogsCall) throws(LookupError) -> HTTPResponse {
        var headers = [
            ("Authorization", "Discogs token=\(configuration.token)"),
            ("User-Agent", configuration.userAgent),
            ("Accept", "application/vnd.discogs.v2.discogs+json"),
        ]
        if call.body != nil { headers.append(("Content-Type", "application/json")) }
        let request = HTTPRequest(
            method: call.method, url: configuration.baseURL + call.path, headers: headers, body: call.body)
        return try sender.send(request, repeatable: call.isRepeatable) { response in
            limiter.update(
                limit: response.header("x-discogs-ratelimit").flatMap { Int($0) },
                remaining: response.header("x-discogs-ratelimit-remaining").flatMap { Int($0) })
            switch response.status {
            case 200..<300, 404:
                return .accept
            case 403 where call.acceptsJSONForbidden && !response.looksLikeHTML:
                // The caller reads the API's own refusal (price suggestions without seller settings).
                return .accept
            case 401:
                return .fail(.tokenRefused(service: Self.service))
            case 429:
                return .tooFast
            case 500...599:
                return .serverFailure
            case 403:
                // An HTML 403 comes from the CDN in front of the API; a JSON one from the API itself.
                if let refusal = call.forbidden, !response.looksLikeHTML { return .fail(refusal) }
                return .fail(.forbidden(service: Self.service, status: 403, isHTML: response.looksLikeHTML))
            default:
                return .fail(
                    .unexpectedResponse(
                        service: Self.service, status: response.status, mediaType: response.mediaType,
                        subject: call.subject))
            }
        }
    }
}

/// One Discogs API request: what to send, and how to name it in errors.
struct DiscogsCall {
    var method = "GET"
    /// The path and query after the base URL, percent-encoded: "/releases/4707982".
    var path: String
    var body: Data? = nil
    /// What was asked, for error messages: a barcode, "release 4707982".
    var subject: String
    /// What a JSON 403 from the API itself means here; nil: a generic refusal.
    var forbidden: LookupError? = nil
    /// Whether a JSON 403 from the API itself is returned to the caller to read, not thrown.
    var acceptsJSONForbidden = false

    /// Whether sending the call twice does no harm, so it may be retried after a failure without an answer.
    var isRepeatable: Bool { method == "GET" || method == "HEAD" }
}
