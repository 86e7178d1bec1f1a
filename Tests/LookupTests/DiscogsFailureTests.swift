import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// How the real client meets each failure the fake server can script.
@Suite struct DiscogsFailureTests {
    let seeds = "029667431224"

    func failure(_ harness: FakeDiscogsHarness, _ barcode: String = "029667431224") throws -> LookupError? {
        do {
            _ = try harness.lookup(barcode)
            return nil
        } catch let error as LookupError {
            return error
        }
    }

    @Test func aRefusedTokenIsReportedAndNotRetried() throws {
        let harness = try FakeDiscogsHarness(token: "wrong-token")
        let error = try failure(harness)
        #expect(error == .tokenRefused(service: .discogs))
        #expect(harness.server.requests.count == 1)
    }

    @Test func forbiddenWithAnHTMLPageSaysSoInsteadOfAJSONError() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.status(403)])
        #expect(try failure(harness) == .forbidden(service: .discogs, status: 403, isHTML: true))
    }

    @Test func notFoundStatusMeansNotFound() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.failNext(3, with: .status(404))
        #expect(try harness.lookup(seeds) == .notFound)
    }

    @Test func tooManyRequestsIsRetriedAfterABackoff() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.status(429), .status(429), .ok])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after two 429s")
            return
        }
        #expect(harness.time.sleeps == [1.5, 3])  // base 2 s, doubled, half of each jittered (random 0.5)
    }

    @Test func tooManyRequestsForeverEndsAsRateLimited() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.failNext(100, with: .status(429))
        #expect(try failure(harness) == .rateLimited(service: .discogs, attempts: 6))
        #expect(harness.server.requests.count == 6)
    }

    @Test func aServerErrorIsRetriedThenSucceeds() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.status(502), .ok])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after one 502")
            return
        }
        #expect(harness.server.requests.count == 2)
    }

    @Test func serverErrorsWithHTMLPagesEndAsUnavailable() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.failNext(10, with: .status(500))
        #expect(try failure(harness) == .serverError(service: .discogs, status: 500, attempts: 3, isHTML: true))
    }

    @Test func aHungServerTimesOutAndIsRetried() throws {
        let harness = try FakeDiscogsHarness(
            limits: .init(connectTimeout: 1, totalTimeout: 0.3),
            retry: RetryPolicy(failureAttempts: 2, random: { 0.5 }))
        harness.server.failNext(2, with: .hang)
        let error = try failure(harness)
        guard case .network(_, let attempts, .timedOut) = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(attempts == 2)
    }

    @Test func aDroppedConnectionIsRetried() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.closeWithoutAnswer])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after the retry")
            return
        }
    }

    @Test func malformedJSONNamesTheBarcode() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.malformedJSON])
        let error = try failure(harness)
        guard case .malformedJSON(_, let barcode, _) = error else {
            Issue.record("expected malformed JSON, got \(String(describing: error))")
            return
        }
        #expect(barcode == seeds)
    }

    @Test func jsonOfTheWrongShapeIsMalformed() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.wrongShapeJSON])
        guard case .malformedJSON = try failure(harness) else {
            Issue.record("expected malformed JSON")
            return
        }
    }

    @Test func anHTMLPageInsteadOfJSONIsAnUnexpectedResponse() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.script(barcode: seeds, [.htmlPage])
        #expect(
            try failure(harness)
                == .unexpectedResponse(service: .discogs, status: 200, mediaType: "text/html", subject: seeds))
    }

    @Test func anEnormousBodyIsCutOff() throws {
        let harness = try FakeDiscogsHarness(
            limits: .init(maxBodyBytes: 64 * 1024), retry: RetryPolicy(failureAttempts: 1))
        harness.server.script(barcode: seeds, [.hugeBody(bytes: 1 << 20)])
        guard case .network(_, _, .bodyTooLarge) = try failure(harness) else {
            Issue.record("expected the body to be refused")
            return
        }
    }

    @Test func theBudgetFollowsTheAnnouncedLimit() throws {
        let harness = try FakeDiscogsHarness(rateLimit: 5)
        for _ in 0..<5 { _ = try harness.lookup(seeds) }
        // 5 allowed, 1 kept in reserve: the fifth request waited for the window.
        #expect(harness.time.sleeps.count == 1)
        #expect(harness.server.counters.tooManyRequests == 0)
    }

    @Test func plainHTTPToAnotherHostIsRefusedBeforeAnyRequest() throws {
        #expect(throws: LookupError.insecureURL("http://api.discogs.com")) {
            try DiscogsClient(
                configuration: DiscogsConfiguration(baseURL: "http://api.discogs.com", token: "t", userAgent: "u"),
                transport: try CurlTransport(), limiter: RateLimiter(time: ManualClock()),
                time: ManualClock())
        }
    }
}
