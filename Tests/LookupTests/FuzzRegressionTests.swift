import Album
import Barcode
import Basics
import Foundation
import TestSupport
import Testing

@testable import Lookup

/// Responses the Discogs fuzzer (fuzz/discogs.swift) turned up, kept in Fixtures/fuzz/discogs: raw
/// HTTP (a status line, header lines, a blank line, the body) or, without a blank line, a bare body.
@Suite struct FuzzRegressionTests {
    static let folder = PackageRoot.fixtures.appendingPathComponent("fuzz/discogs")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The response a fixture holds, read as fuzz/support/AnsweredResponse.swift reads its inputs.
    static func response(_ name: String) throws -> HTTPResponse {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        let blankLine: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<$0 + 4].elementsEqual(blankLine) })
        else { return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(bytes)) }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = head.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 200
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPResponse(status: status, headers: headers, body: Data(bytes[(end + 4)...]))
    }

    @Test func theFolderHoldsResponses() {
        #expect(Self.files.count >= 2)
    }

    /// How each fixture must end, through the client's lookup and its release details (the two
    /// calls the fuzz target makes): the exact outcome or `LookupError`, so a fixture that starts
    /// ending differently (another error, a wrong success) fails here, not only one that crashes.
    static let expected:
        [String: (lookup: Result<LookupOutcome, LookupError>, totalSeconds: Result<Int?, LookupError>)] = [
            // An empty search, whatever the rate-limit headers announce; no tracklist, so no total.
            "ratelimit-int-max.http": (.success(.notFound), .success(nil)),
            // A release body where a search was expected is malformed JSON for the lookup; as a
            // release, its one track's absurd duration is unreadable, so there is no total.
            "release-duration-overflow.json": (
                .failure(.malformedJSON(service: .discogs, subject: "5099750442227", detail: #"no "results" field"#)),
                .success(nil)
            ),
        ]

    @Test(arguments: files)
    func everyResponseEndsAsItsFixtureSays(_ name: String) throws {
        let expected = try #require(Self.expected[name], "\(name): add how it must end to `expected`")
        let response = try Self.response(name)
        let time = ManualClock()
        let client = try DiscogsClient(
            configuration: DiscogsConfiguration(token: "t", userAgent: "cdscan-tests"),
            transport: Answering(response: response), limiter: RateLimiter(time: time),
            retry: RetryPolicy(random: { 0.5 }), time: time)
        let gtin = try GTIN(parsing: "5099750442227")
        #expect(Result { () throws(LookupError) in try client.lookup(gtin) } == expected.lookup)
        let total = Result { () throws(LookupError) in try client.releaseDetails(id: "1").totalSeconds }
        #expect(total == expected.totalSeconds)
        if let release = try? JSONDecoder().decode(DiscogsReleaseResponse.self, from: response.body) {
            #expect(release.details(id: 1).totalSeconds == (try? expected.totalSeconds.get()) ?? nil)
        }
    }

    @Test func everyExpectedEndHasItsFixture() {
        #expect(Set(Self.expected.keys) == Set(Self.files))
    }

    /// The limiter keeps a timestamp per request the server counts: "X-Discogs-Ratelimit:
    /// 9223372036854775807" with nothing remaining asked it for that many (a heap overflow).
    @Test func anAbsurdAnnouncedLimitIsCapped() {
        let time = ManualClock()
        let limiter = RateLimiter(time: time)
        limiter.update(limit: Int.max, remaining: 0)
        #expect(limiter.budget == RateLimiter.budget(for: RateLimiter.maxLimit))
        limiter.acquire()
        #expect(time.sleeps.count == 1, "the capped window is full, so the next request waits")
    }

    /// "duration": "199999999999999999:03" overflowed `Track.seconds` (an arithmetic-overflow trap),
    /// and two durations near Int.max / 2 would have overflowed `totalSeconds`.
    @Test func anAbsurdTrackDurationIsUnreadableRatherThanAnOverflow() throws {
        let body = try Self.response("release-duration-overflow.json").body
        let details = try JSONDecoder().decode(DiscogsReleaseResponse.self, from: body).details(id: 1)
        #expect(details.tracks.map(\.seconds) == [nil])
        #expect(details.totalSeconds == nil)
        let long = Track(position: "1", title: "t", duration: "76861433640456465:00")
        #expect(long.seconds == nil)
        #expect(ReleaseDetails(album: details.album, artistCredit: "", tracks: [long, long]).totalSeconds == nil)
        #expect(Track(position: "1", title: "t", duration: "99999:59:59").seconds == 99_999 * 3600 + 3599)
    }
}

/// Answers every request with the same response.
private final class Answering: HTTPTransport {
    let response: HTTPResponse

    init(response: HTTPResponse) { self.response = response }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse { response }
}
