import Barcode
import FakeServices
import Foundation
import Lookup
import Testing

/// How the real client meets each failure the fake MusicBrainz can script.
@Suite struct MusicBrainzFailureTests {
    let seeds = "029667431224"

    @Test func aRateLimitRefusalIsRetriedAfterABackoff() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.rateLimited, .rateLimited, .ok])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after two rate-limit refusals")
            return
        }
        #expect(harness.time.sleeps == [1.5, 3])  // base 2 s, doubled, half of each jittered (random 0.5)
        #expect(harness.server.counters.rateLimited == 2)
    }

    @Test func rateLimitRefusalsForeverEndAsRateLimited() throws {
        let harness = try MusicBrainzHarness()
        harness.server.failNext(100, with: .rateLimited)
        let error = try harness.failure(seeds)
        #expect(error == .rateLimited(service: .musicbrainz, attempts: 6))
        #expect(harness.server.requests.count == 6)
    }

    @Test func aBusyServerIsRetriedThenSucceeds() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.serverBusy, .ok])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after one busy page")
            return
        }
        #expect(harness.server.requests.count == 2)
        #expect(harness.server.counters.rateLimited == 0)
        #expect(harness.time.sleeps == [1.5])
    }

    @Test func aBusyServerForeverEndsAsAServerErrorNotARateLimit() throws {
        let harness = try MusicBrainzHarness()
        harness.server.failNext(10, with: .serverBusy)
        let error = try harness.failure(seeds)
        #expect(error == .serverError(service: .musicbrainz, status: 503, attempts: 3, isHTML: true))
        #expect(harness.server.requests.count == 3)
    }

    @Test func aBusySearchServerSaidInJSONIsAServerErrorToo() throws {
        let harness = try MusicBrainzHarness()
        harness.server.failNext(10, with: .status(503))
        #expect(
            try harness.failure(seeds) == .serverError(service: .musicbrainz, status: 503, attempts: 3, isHTML: false))
    }

    @Test func aDroppedConnectionIsRetried() throws {
        let harness = try MusicBrainzHarness()
        harness.server.scriptNext([.closeWithoutAnswer])
        guard case .found = try harness.lookup(seeds) else {
            Issue.record("expected a result after the retry")
            return
        }
    }

    @Test func aHungServerTimesOutAndIsRetried() throws {
        let harness = try MusicBrainzHarness(
            limits: .init(connectTimeout: 1, totalTimeout: 0.3),
            retry: RetryPolicy(failureAttempts: 2, random: { 0.5 }))
        harness.server.failNext(2, with: .hang)
        let error = try harness.failure(seeds)
        guard case .network(.musicbrainz, 2, .timedOut) = error else {
            Issue.record("expected a timeout after 2 attempts, got \(String(describing: error))")
            return
        }
    }

    @Test func malformedJSONNamesTheBarcode() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.malformedJSON])
        let error = try harness.failure(seeds)
        guard case .malformedJSON(.musicbrainz, let barcode, _) = error else {
            Issue.record("expected malformed JSON, got \(String(describing: error))")
            return
        }
        #expect(barcode == seeds)
    }

    @Test func jsonOfTheWrongShapeIsMalformed() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.wrongShapeJSON])
        guard case .malformedJSON = try harness.failure(seeds) else {
            Issue.record("expected malformed JSON")
            return
        }
    }

    @Test func anHTMLPageInsteadOfJSONIsAnUnexpectedResponse() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.htmlPage])
        #expect(
            try harness.failure(seeds)
                == .unexpectedResponse(service: .musicbrainz, status: 200, mediaType: "text/html", subject: seeds))
    }

    @Test func aBadRequestIsNotRetried() throws {
        let harness = try MusicBrainzHarness()
        harness.server.script(barcode: seeds, [.status(400)])
        #expect(
            try harness.failure(seeds)
                == .unexpectedResponse(
                    service: .musicbrainz, status: 400, mediaType: "application/json", subject: seeds))
        #expect(harness.server.requests.count == 1)
    }

    @Test func withoutAUserAgentTheFakeRefusesWith400() throws {
        let harness = try MusicBrainzHarness(userAgent: "")
        let error = try harness.failure(seeds)
        #expect(
            error
                == .unexpectedResponse(
                    service: .musicbrainz, status: 400, mediaType: "application/json", subject: seeds))
        #expect(harness.server.counters.missingUserAgent == 1)
    }
}
