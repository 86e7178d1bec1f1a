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
}
