import Album
import Basics
import Foundation

/// Downloads cover images (Discogs' image URLs, the Cover Art Archive), paced and retried like every lookup.
///
/// It holds no token and sends none: an image request carries only the
/// User-Agent, wherever the URL points. Redirects (the Cover Art Archive sends
/// each request on to archive.org) are followed here, a few hops at most, each
/// to an https URL (plain http only on this machine), because the transport
/// itself never follows one.
package final class CoverImageClient {
    static let maxRedirects = 5

    /// One sender per service whose images are asked (one transport, one pace), so that an
    /// error names the service it came from: Discogs' image host, or the Cover Art Archive
    /// (MusicBrainz').
    private let senders: [Service: RetryingSender]
    private let userAgent: String
    /// The hosts that could not be resolved or reached, or failed TLS verification, and why:
    /// not asked again for the rest of the run (10,000 covers of a dead host cost seconds, not hours).
    package private(set) var unreachableHosts: [String: TransportError] = [:]

    package init(
        transport: any HTTPTransport, limiter: RateLimiter, retry: RetryPolicy = RetryPolicy(), time: any TimeSource,
        userAgent: String
    ) {
        var senders: [Service: RetryingSender] = [:]
        for service in Service.allCases {
            senders[service] = RetryingSender(
                service: service, transport: transport, limiter: limiter, retry: retry, time: time)
        }
        self.senders = senders
        self.userAgent = userAgent
    }

    /// HTTP requests sent so far, retries and redirects included.
    var requestCount: Int { senders.values.reduce(0) { $0 + $1.requestCount } }

    /// The service an image URL belongs to: Discogs for its hosts, else the Cover Art Archive's MusicBrainz.
    static func service(of url: String) -> Service {
        let host = URL(string: url)?.host?.lowercased() ?? ""
        return host == "discogs.com" || host.hasSuffix(".discogs.com") ? .discogs : .musicbrainz
    }

    /// Why `url`'s host is not asked any more this run (`unreachableHosts`); nil when it is asked.
    package func unreachable(_ url: String) -> TransportError? {
        unreachableHosts[Self.host(of: url)]
    }

    static func host(of url: String) -> String { URL(string: url)?.host?.lowercased() ?? "" }

    /// The image at `url`; nil when the server has none there (404, 410). A host found
    /// unreachable (`unreachableHosts`) is not asked: its failure is thrown again at once,
    /// as `.network` with 0 attempts.
    package func image(at url: String) throws(LookupError) -> Data? {
        var current = url
        for _ in 0...Self.maxRedirects {
            try URLPolicy.requireSecure(current)
            let request = HTTPRequest(url: current, headers: [("User-Agent", userAgent), ("Accept", "image/*")])
            let service = Self.service(of: current)
            guard let sender = senders[service] else { break }
            if let reason = unreachable(current) { throw .network(service: service, attempts: 0, reason: reason) }
            let response: HTTPResponse
            do {
                response = try sender.send(request) { Self.judge($0, service: service) }
            } catch {
                if case .network(_, _, let reason) = error, reason.leavesHostUnreachable {
                    unreachableHosts[Self.host(of: current)] = reason
                }
                throw error
            }
            switch response.status {
            case 404, 410:
                return nil
            case 300..<400:
                guard let location = response.header("location"),
                    let next = URL(string: location, relativeTo: URL(string: current))?.absoluteString
                else {
                    throw .unexpectedResponse(
                        service: service, status: response.status, mediaType: nil, subject: url)
                }
                current = next
            default:
                guard response.mediaType?.hasPrefix("image/") == true else {
                    throw .unexpectedResponse(
                        service: service, status: response.status, mediaType: response.mediaType, subject: url)
                }
                return response.body
            }
        }
        throw .unexpectedResponse(service: Self.service(of: url), status: 310, mediaType: nil, subject: url)
    }

    private static func judge(_ response: HTTPResponse, service: Service) -> RetryingSender.Verdict {
        switch response.status {
        case 200..<300, 301, 302, 303, 307, 308, 404, 410: .accept
        case 429: .tooFast
        case 500...599: .serverFailure
        default:
            .fail(
                .unexpectedResponse(
                    service: service, status: response.status, mediaType: response.mediaType, subject: "a cover"))
        }
    }
}
