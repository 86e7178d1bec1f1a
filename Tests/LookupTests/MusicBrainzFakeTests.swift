import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// The fake MusicBrainz itself, through a bare libcurl transport that neither spaces nor retries.
@Suite struct MusicBrainzFakeTests {
    let time = ManualClock()

    private func started() throws -> (FakeMusicBrainz, CurlTransport) {
        let time = time
        let fake = FakeMusicBrainz(configuration: .init(clock: { time.now() }), catalog: try .bundled())
        try fake.start()
        return (fake, try CurlTransport())
    }

    private func search(
        _ fake: FakeMusicBrainz, _ transport: CurlTransport, _ barcode: String, userAgent: String? = "tests/1 ( x )"
    ) throws -> HTTPResponse {
        let headers = userAgent.map { [("User-Agent", $0)] } ?? []
        return try transport.send(
            HTTPRequest(url: fake.baseURL + "/ws/2/release?query=barcode:\(barcode)&fmt=json", headers: headers))
    }

    @Test func aSecondRequestWithinASecondIsRefusedWithTheRateLimitError() throws {
        let (fake, transport) = try started()
        defer { fake.stop() }
        #expect(try search(fake, transport, "029667431224").status == 200)
        let refused = try search(fake, transport, "029667431224")
        #expect(refused.status == 503)
        #expect(refused.mediaType == "application/json")
        let message = try JSONValue.parse(refused.body)["error"]?.stringValue ?? ""
        #expect(message.contains("exceeding the allowable rate limit"))
        // Another client is counted apart; and a second later the first may ask again.
        #expect(try search(fake, transport, "029667431224", userAgent: "other/1 ( y )").status == 200)
        time.advance(by: 1)
        #expect(try search(fake, transport, "029667431224").status == 200)
        #expect(fake.counters.rateLimited == 1)
        #expect(fake.counters.maxRequestsInWindow == 2)
    }

    @Test func aRequestWithoutAUserAgentIsABadRequest() throws {
        let (fake, transport) = try started()
        defer { fake.stop() }
        // libcurl sends no User-Agent unless told to.
        let response = try search(fake, transport, "029667431224", userAgent: nil)
        #expect(response.status == 400)
        #expect(fake.requests.first?.headers["User-Agent"] == nil)
        #expect(fake.counters.missingUserAgent == 1)
    }

    @Test func searchesAnswerInMusicBrainzShape() throws {
        let (fake, transport) = try started()
        defer { fake.stop() }
        let document = try JSONValue.parse(try search(fake, transport, "077774644129").body)
        #expect(document["count"] == 2)
        #expect(document["offset"] == 0)
        let releases = try #require(document["releases"]?.arrayValue)
        #expect(releases.allSatisfy { $0["barcode"] == "077774644129" && $0["score"] == 100 })
        time.advance(by: 1)
        let nothing = try JSONValue.parse(try search(fake, transport, "5099750442227").body)
        #expect(nothing["count"] == 0)
        #expect(nothing["releases"] == [])
    }

    @Test func everyFixtureFileIsServedWhole() throws {
        let directory = MusicBrainzCatalog.fixturesDirectory
        let manifest = try JSONValue.parse(Data(contentsOf: directory.appendingPathComponent("catalog.json")))
        let catalog = try MusicBrainzCatalog.bundled()
        let searches = try #require(manifest["searches"]?.arrayValue)
        #expect(searches.count >= 5)
        for entry in searches {
            let file = try #require(entry["file"]?.stringValue)
            let query = try #require(entry["query"]?.stringValue)
            let recorded = try JSONValue.parse(Data(contentsOf: directory.appendingPathComponent(file)))
            #expect(catalog.search(barcode: query) == recorded["releases"]?.arrayValue, "\(file)")
        }
    }
}
