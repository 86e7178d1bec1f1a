import Album
import Barcode
import Foundation

/// Finds the releases that carry a barcode through the Discogs API.
///
/// Searches `/database/search?barcode=…&type=release` with each of the GTIN's
/// search forms in turn (12-digit UPC-A, then its 13-digit EAN, then the
/// printed, spaced form) and stops at the first that returns a release whose
/// own barcode list really holds the GTIN. Requests go through a `RateLimiter`
/// and are retried after 429, 5xx and network failures as `RetryPolicy` says.
public final class DiscogsClient {
    static let service = "Discogs"

    private let configuration: DiscogsConfiguration
    private let transport: any HTTPTransport
    private let limiter: RateLimiter
    private let retry: RetryPolicy
    private let time: any TimeSource
    /// HTTP requests sent so far, retries included.
    public private(set) var requestCount = 0

    /// Fails when the base URL would send the token unencrypted off this machine.
    public init(
        configuration: DiscogsConfiguration, transport: any HTTPTransport, limiter: RateLimiter,
        retry: RetryPolicy = RetryPolicy(), time: any TimeSource
    ) throws(LookupError) {
        try Self.requireSecure(configuration.baseURL)
        self.configuration = configuration
        self.transport = transport
        self.limiter = limiter
        self.retry = retry
        self.time = time
    }

    /// The releases carrying `gtin`, ranked; `.notFound` when none do.
    public func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
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
        let url = configuration.baseURL + "/database/search?" + (components.percentEncodedQuery ?? "")
        let response = try get(url, barcode: gtin.canonical)
        if response.status == 404 { return [] }
        if response.looksLikeHTML || response.mediaType.map({ !$0.contains("json") }) == true {
            throw .unexpectedResponse(
                service: Self.service, status: response.status, mediaType: response.mediaType,
                barcode: gtin.canonical)
        }
        do {
            return try JSONDecoder().decode(DiscogsSearchResponse.self, from: response.body).results
        } catch {
            throw .malformedJSON(service: Self.service, barcode: gtin.canonical, detail: Self.summary(of: error))
        }
    }

    /// GET with rate limiting and retries; returns a 2xx or 404 response.
    private func get(_ url: String, barcode: String) throws(LookupError) -> HTTPResponse {
        let request = HTTPRequest(
            url: url,
            headers: [
                ("Authorization", "Discogs token=\(configuration.token)"),
                ("User-Agent", configuration.userAgent),
                ("Accept", "application/vnd.discogs.v2.discogs+json"),
            ])
        var rateLimited = 0
        var failures = 0
        while true {
            limiter.acquire()
            requestCount += 1
            let response: HTTPResponse
            do {
                response = try transport.send(request)
            } catch {
                failures += 1
                guard failures < retry.failureAttempts else {
                    throw .network(service: Self.service, attempts: failures, reason: error)
                }
                time.sleep(seconds: retry.delay(beforeRetry: failures))
                continue
            }
            limiter.update(
                limit: response.header("x-discogs-ratelimit").flatMap { Int($0) },
                remaining: response.header("x-discogs-ratelimit-remaining").flatMap { Int($0) })

            switch response.status {
            case 200..<300, 404:
                return response
            case 401:
                throw .tokenRefused(service: Self.service)
            case 429:
                rateLimited += 1
                guard rateLimited < retry.rateLimitAttempts else {
                    throw .rateLimited(service: Self.service, attempts: rateLimited)
                }
                let retryAfter = response.header("retry-after").flatMap { Double($0) }
                time.sleep(seconds: retry.delay(beforeRetry: rateLimited, retryAfter: retryAfter))
            case 500...599:
                failures += 1
                guard failures < retry.failureAttempts else {
                    throw .serverError(
                        service: Self.service, status: response.status, attempts: failures,
                        isHTML: response.looksLikeHTML)
                }
                time.sleep(seconds: retry.delay(beforeRetry: failures))
            case 403:
                throw .forbidden(service: Self.service, status: 403, isHTML: response.looksLikeHTML)
            default:
                throw .unexpectedResponse(
                    service: Self.service, status: response.status, mediaType: response.mediaType, barcode: barcode)
            }
        }
    }

    /// Plain http is allowed only to this machine, where the tests' fake server runs.
    static func requireSecure(_ baseURL: String) throws(LookupError) {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased()
        else { throw .insecureURL(baseURL) }
        let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
        guard scheme == "https" || (scheme == "http" && loopback) else { throw .insecureURL(baseURL) }
    }

    /// One line about a decoding failure, without echoing the body.
    static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.underlyingError.map { _ in "the JSON is truncated or invalid" }
                ?? context.debugDescription
        case DecodingError.keyNotFound(let key, _):
            return "no \"\(key.stringValue)\" field"
        case DecodingError.typeMismatch(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\"\(path.isEmpty ? "top level" : path)\" has the wrong type"
        default:
            return "the JSON cannot be read"
        }
    }
}
