import Basics
import Foundation
import Lookup
import Synchronization
import TestSupport
import Testing

/// Issue 28, point 4: a name that does not resolve or a certificate that does not verify is not
/// retried, and a cover host out of reach is not asked again in the same run.
@Suite struct UnreachableHostTests {
    /// Fails every request with `failure`, counting them.
    final class Failing: HTTPTransport {
        let failure: TransportError
        private(set) var sent = 0

        init(_ failure: TransportError) { self.failure = failure }

        func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
            sent += 1
            throw failure
        }
    }

    static func client(_ transport: Failing) -> CoverImageClient {
        let time = ManualClock()
        return CoverImageClient(
            transport: transport, limiter: RateLimiter(window: 1, initialLimit: 100, time: time), time: time,
            userAgent: "cdscan-tests")
    }

    @Test(arguments: [
        TransportError.couldNotResolve(host: "covers.invalid", reason: "Could not resolve hostname"),
        TransportError.tls(host: "covers.invalid", reason: "SSL certificate problem"),
    ])
    func aPermanentFailureIsTriedOnceAndTheHostNotAskedAgain(failure: TransportError) {
        let transport = Failing(failure)
        let client = Self.client(transport)
        #expect(throws: LookupError.network(service: .musicbrainz, attempts: 1, reason: failure)) {
            try client.image(at: "https://covers.invalid/1.jpg")
        }
        #expect(transport.sent == 1)
        #expect(client.unreachable("https://covers.invalid/2.jpg") == failure)
        #expect(throws: LookupError.network(service: .musicbrainz, attempts: 0, reason: failure)) {
            try client.image(at: "https://covers.invalid/2.jpg")
        }
        #expect(transport.sent == 1)
        #expect(client.unreachable("https://other.example/1.jpg") == nil)
    }

    @Test func aRefusedConnectionIsRetriedThenTheHostGivenUp() {
        let failure = TransportError.couldNotConnect(host: "covers.example", reason: "Connection refused")
        let transport = Failing(failure)
        let client = Self.client(transport)
        #expect(throws: LookupError.self) { try client.image(at: "https://covers.example/1.jpg") }
        #expect(transport.sent == 3)
        #expect(client.unreachable("https://covers.example/2.jpg") == failure)
    }

    /// Answers every request with 429 and `Retry-After`, counting them.
    final class Limiting: HTTPTransport {
        let retryAfter: String
        private(set) var sent = 0

        init(retryAfter: String) { self.retryAfter = retryAfter }

        func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
            sent += 1
            return HTTPResponse(status: 429, headers: ["Retry-After": retryAfter])
        }
    }

    /// Issue 41 point 13: a host whose Retry-After is beyond the longest wait is given up at
    /// its first answer, named by its own name and status, not as "MusicBrainz (HTTP 503)".
    @Test func aRetryAfterBeyondTheLongestWaitGivesTheHostUpAtOnce() {
        let transport = Limiting(retryAfter: "999999")
        let time = ManualClock()
        let client = CoverImageClient(
            transport: transport, limiter: RateLimiter(window: 1, initialLimit: 100, time: time), time: time,
            userAgent: "cdscan-tests")
        #expect(throws: LookupError.coverHostLimited(host: "covers.example", status: 429, attempts: 1)) {
            try client.image(at: "https://covers.example/1.jpg")
        }
        #expect(transport.sent == 1)
        #expect(time.sleeps.allSatisfy { $0 < 1 })
        #expect(client.givenUp("https://covers.example/2.jpg"))
        #expect(throws: LookupError.coverHostLimited(host: "covers.example", status: 429, attempts: 0)) {
            try client.image(at: "https://covers.example/2.jpg")
        }
        #expect(transport.sent == 1)
    }
}
