import Album
import Basics

/// Sends requests through a rate limiter and retries them as a `RetryPolicy` says.
///
/// Both clients speak through one of these, so what is retried, how often and
/// how long to wait lives in one place; a client only says what each response
/// means (`Verdict`). Not `Sendable`: it counts requests, and a client is used
/// from one thread at a time.
final class RetryingSender {
    /// What a response means to the client that asked.
    enum Verdict {
        /// The answer: return it.
        case accept
        /// The service said "too fast" (429, or MusicBrainz's 503): wait, with backoff, and retry.
        case tooFast
        /// The service failed (5xx): retry a few times when the request may be repeated.
        case serverFailure
        /// Give up at once with this error.
        case fail(LookupError)
    }

    let service: Service
    private let transport: any HTTPTransport
    private let limiter: RateLimiter
    private let retry: RetryPolicy
    private let time: any TimeSource
    /// HTTP requests sent so far, retries included.
    private(set) var requestCount = 0

    init(service: Service, transport: any HTTPTransport, limiter: RateLimiter, retry: RetryPolicy, time: any TimeSource)
    {
        self.service = service
        self.transport = transport
        self.limiter = limiter
        self.retry = retry
        self.time = time
    }

    /// Sends `request` until `judge` accepts a response or the retries run out.
    ///
    /// - Parameters:
    ///   - repeatable: whether sending twice does no harm. A request that is not
    ///     (Discogs adds a release twice if asked twice) is retried after a 429 or
    ///     a refused connection, which prove nothing was done, but not after a 5xx
    ///     or a connection lost midway.
    ///   - judge: reads each response; it may also take what the response says
    ///     about the rate limit (`RateLimiter.update`).
    func send(_ request: HTTPRequest, repeatable: Bool = true, judge: (HTTPResponse) -> Verdict)
        throws(LookupError) -> HTTPResponse
    {
        var tooFast = 0
        var failures = 0
        while true {
            limiter.acquire()
            requestCount += 1
            let response: HTTPResponse
            do {
                response = try transport.send(request)
            } catch {
                if case .interrupted = error { throw .interrupted(service: service) }
                failures += 1
                // A name that does not resolve or a certificate that does not verify stays so.
                guard failures < retry.failureAttempts, !error.isPermanent, repeatable || error.sentNothing else {
                    throw .network(service: service, attempts: failures, reason: error)
                }
                time.sleep(seconds: retry.delay(beforeRetry: failures), for: .retry)
                continue
            }
            switch judge(response) {
            case .accept:
                return response
            case .fail(let error):
                throw error
            case .tooFast:
                tooFast += 1
                let retryAfter = response.header("retry-after").flatMap { Double($0) }
                // A limit the service says will not lift within the longest wait we accept
                // (Retry-After: 999999) is given up at once, rather than slept on for minutes.
                guard tooFast < retry.rateLimitAttempts, (retryAfter ?? 0) <= retry.maxDelay else {
                    throw .rateLimited(service: service, attempts: tooFast)
                }
                time.sleep(seconds: retry.delay(beforeRetry: tooFast, retryAfter: retryAfter), for: .rateLimit)
            case .serverFailure:
                failures += 1
                guard failures < retry.failureAttempts, repeatable else {
                    throw .serverError(
                        service: service, status: response.status, attempts: failures, isHTML: response.looksLikeHTML)
                }
                time.sleep(seconds: retry.delay(beforeRetry: failures), for: .retry)
            }
        }
    }
}

extension TransportError {
    /// Whether the request certainly never reached the server, so even an adding call may be retried.
    var sentNothing: Bool {
        switch self {
        case .couldNotConnect, .couldNotResolve: true
        default: false
        }
    }
}
