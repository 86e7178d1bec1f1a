import Album
import Basics
import Foundation

/// Downloads cover images (Discogs' image URLs, the Cover Art Archive), paced and retried like every lookup.
///
/// It holds no token and sends none: an image request carries only the
/// User-Agent, wherever the URL points. Redirects (the Cover Art Archive sends
/// each request on to archive.org) are followed here, a few hops at most, each
/// checked as the first URL is (`URLPolicy.requireCover`: https, not this machine,
/// unless on `COVERART_URL`), because the transport itself never follows one.
package final class CoverImageClient {
    static let maxRedirects = 5
    /// "Too many requests" answers in a row after which a host is asked no more this run: its
    /// covers keep the placeholder. The waits between them (`RetryPolicy`, through the
    /// injected sleeper) are few and bounded, so a host that answers 429 forever costs an
    /// export seconds, not hours.
    static let rateLimitAnswers = 4

    /// One sender per service whose images are asked (one transport, one pace), so that an
    /// error names the service it came from: Discogs' image host, or the Cover Art Archive
    /// (MusicBrainz').
    private let senders: [Service: RetryingSender]
    private let userAgent: String
    /// `COVERART_URL` (or the Cover Art Archive's): the one origin covers may come from over
    /// plain http or from this machine.
    private let coverArtArchive: String
    /// The hosts that could not be resolved or reached, or failed TLS verification, and why:
    /// not asked again for the rest of the run (10,000 covers of a dead host cost seconds, not hours).
    package private(set) var unreachableHosts: [String: TransportError] = [:]
    /// The hosts that kept answering 429 (`rateLimitAnswers` in a row), and what they answered.
    private var limitedHosts: [String: LookupError] = [:]
    /// 429s in a row from each host so far.
    private var refusalsInARow: [String: Int] = [:]

    package init(
        transport: any HTTPTransport, limiter: RateLimiter, retry: RetryPolicy = RetryPolicy(), time: any TimeSource,
        userAgent: String, coverArtArchive: String = Album.coverArtArchive
    ) {
        var senders: [Service: RetryingSender] = [:]
        for service in Service.allCases {
            senders[service] = RetryingSender(
                service: service, transport: transport, limiter: limiter, retry: retry, time: time)
        }
        self.senders = senders
        self.userAgent = userAgent
        self.coverArtArchive = coverArtArchive
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

    /// Whether `url`'s host is asked no more this run: unreachable, or it kept answering 429.
    package func givenUp(_ url: String) -> Bool {
        let host = Self.host(of: url)
        return unreachableHosts[host] != nil || limitedHosts[host] != nil
    }

    static func host(of url: String) -> String { URL(string: url)?.host?.lowercased() ?? "" }

    /// The image at `url`; nil when the server has none there (404, 410). A host given up
    /// (`givenUp`) is not asked: an unreachable one's failure is thrown again at once, as
    /// `.network` with 0 attempts, a rate-limiting one's as `.coverHostLimited` with 0 attempts.
    package func image(at url: String) throws(LookupError) -> Data? {
        var current = url
        for _ in 0...Self.maxRedirects {
            try URLPolicy.requireCover(current, coverArtArchive: coverArtArchive)
            let request = HTTPRequest(url: current, headers: [("User-Agent", userAgent), ("Accept", "image/*")])
            let service = Self.service(of: current)
            let host = Self.host(of: current)
            guard let sender = senders[service] else { break }
            if let reason = unreachable(current) { throw .network(service: service, attempts: 0, reason: reason) }
            if case .coverHostLimited(_, let status, _) = limitedHosts[host] {
                throw .coverHostLimited(host: host, status: status, attempts: 0)
            }
            let response = try send(request, host: host, service: service, sender: sender)
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

    /// One hop's request; a host that fails for good or keeps answering 429 is given up here.
    private func send(_ request: HTTPRequest, host: String, service: Service, sender: RetryingSender)
        throws(LookupError) -> HTTPResponse
    {
        do {
            return try sender.send(request) { response in
                guard response.status == 429 else {
                    refusalsInARow[host] = 0
                    return Self.judge(response, service: service)
                }
                let inARow = (refusalsInARow[host] ?? 0) + 1
                refusalsInARow[host] = inARow
                return inARow < Self.rateLimitAnswers
                    ? .tooFast : .fail(.coverHostLimited(host: host, status: 429, attempts: inARow))
            }
        } catch {
            switch error {
            case .network(_, _, let reason) where reason.leavesHostUnreachable:
                unreachableHosts[host] = reason
            case .coverHostLimited:
                limitedHosts[host] = error
            case .rateLimited:
                // A Retry-After beyond the longest wait: given up at once, by the host's own name.
                let limited = LookupError.coverHostLimited(host: host, status: 429, attempts: refusalsInARow[host] ?? 1)
                limitedHosts[host] = limited
                throw limited
            default:
                break
            }
            throw error
        }
    }

    private static func judge(_ response: HTTPResponse, service: Service) -> RetryingSender.Verdict {
        switch response.status {
        case 200..<300, 301, 302, 303, 307, 308, 404, 410: .accept
        case 500...599: .serverFailure
        default:
            .fail(
                .unexpectedResponse(
                    service: service, status: response.status, mediaType: response.mediaType, subject: "a cover"))
        }
    }
}
