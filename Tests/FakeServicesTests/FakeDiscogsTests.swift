import FakeServices
import Foundation
import Synchronization
import Testing

/// A clock the test moves by hand, so rate-limit windows pass without sleeping.
final class ManualClock: Sendable {
    private let seconds = Mutex(0.0)
    func advance(by delta: Double) { seconds.withLock { $0 += delta } }
    var read: @Sendable () -> Double { { self.seconds.withLock { $0 } } }
}

@Suite struct FakeDiscogsTests {
    static let userAgent = "User-Agent: cdscan-tests/1.0"
    static let token = "Authorization: Discogs token=\(FakeDiscogs.defaultToken)"

    private func started(_ configuration: FakeDiscogs.Configuration = .init()) throws -> (FakeDiscogs, RawClient) {
        let discogs = FakeDiscogs(configuration: configuration, catalog: try .bundled())
        let client = try RawClient(port: try discogs.start())
        return (discogs, client)
    }

    private func search(_ client: RawClient, _ barcode: String) throws -> RawClient.Response {
        let query = barcode.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? barcode
        client.get("/database/search?barcode=\(query)&type=release", [Self.userAgent, Self.token])
        return try #require(client.readResponse())
    }

    private func results(_ response: RawClient.Response) throws -> [JSONValue] {
        try #require(try JSONValue.parse(response.body)["results"]?.arrayValue)
    }

    @Test func findsTheSeedsByTwelveDigitsAndByThePrintedForm() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        for form in ["029667431224", "0 29667 43122 4"] {
            let response = try search(client, form)
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"] == "application/json")
            let rows = try results(response)
            #expect(rows.map { $0["id"] } == [.int(4707982)])
            #expect(rows.first?["catno"] == "CDWIK2 312")
        }
    }

    @Test func upcStoredAsThirteenDigitsIsFoundOnlyByThirteenDigits() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        #expect(try results(search(client, "720642442524")).isEmpty)
        #expect(try results(search(client, "0720642442524")).first?["title"] == "Nirvana - Nevermind")
        #expect(discogs.requests.compactMap { $0.query("barcode") } == ["720642442524", "0720642442524"])
    }

    @Test func everyRecordedSearchFileIsServedWhole() throws {
        let directory = DiscogsCatalog.fixturesDirectory
        let manifest = try JSONValue.parse(Data(contentsOf: directory.appendingPathComponent("catalog.json")))
        let catalog = try DiscogsCatalog.bundled()
        let searches = try #require(manifest["searches"]?.arrayValue)
        #expect(searches.count >= 6)
        for entry in searches {
            let file = try #require(entry["file"]?.stringValue)
            let query = try #require(entry["query"]?.stringValue)
            let recorded = try JSONValue.parse(Data(contentsOf: directory.appendingPathComponent(file)))
            #expect(catalog.search(barcode: query) == recorded["results"]?.arrayValue, "\(file)")
        }
    }

    @Test func withoutTokenTheAnswerIs401() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        client.get("/database/search?barcode=029667431224&type=release", [Self.userAgent])
        let response = try #require(client.readResponse())
        #expect(response.status == 401)
        #expect(response.text == #"{"message":"You must authenticate to access this resource."}"#)
        #expect(discogs.counters.unauthorized == 1)
    }

    @Test func withoutUserAgentTheEdgeAnswers403Html() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        client.get("/database/search?barcode=029667431224&type=release", [Self.token])
        let response = try #require(client.readResponse())
        #expect(response.status == 403)
        #expect(response.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect(response.headers["X-Discogs-Ratelimit"] == nil)
        #expect(discogs.counters.blockedWithoutUserAgent == 1)
    }

    @Test func rateLimitHeadersCountTheMovingWindow() throws {
        let clock = ManualClock()
        let (discogs, client) = try started(.init(rateLimit: 2, window: 2, clock: clock.read))
        defer { discogs.stop() }
        let first = try search(client, "029667431224")
        #expect(first.headers["X-Discogs-Ratelimit"] == "2")
        #expect(first.headers["X-Discogs-Ratelimit-Used"] == "1")
        #expect(first.headers["X-Discogs-Ratelimit-Remaining"] == "1")
        clock.advance(by: 1)
        #expect(try search(client, "029667431224").headers["X-Discogs-Ratelimit-Remaining"] == "0")
        let third = try search(client, "029667431224")
        #expect(third.status == 429)
        #expect(third.text == #"{"message":"You are making requests too quickly."}"#)
        clock.advance(by: 1.5)
        let later = try search(client, "029667431224")
        #expect(later.status == 200)
        #expect(later.headers["X-Discogs-Ratelimit-Used"] == "2")
        #expect(discogs.counters.tooManyRequests == 1)
        #expect(discogs.counters.maxRequestsInWindow == 3)
        client.get(FakeDiscogs.countersPath)
        let counters = try JSONValue.parse(try #require(client.readResponse()).body)
        #expect(counters["too_many_requests"] == 1)
        #expect(counters["requests"] == 4)
    }

    @Test func scriptedRepliesForABarcodeComeInOrderThenNormalAnswers() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        discogs.script(barcode: "0 29667 43122 4", [.status(429), .status(502), .ok])
        #expect(try search(client, "0720642442524").status == 200)
        #expect(try search(client, "029667431224").status == 429)
        let gateway = try search(client, "029667431224")
        #expect(gateway.status == 502)
        #expect(gateway.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect(try search(client, "029667431224").status == 200)
        #expect(try search(client, "029667431224").status == 200)
        #expect(discogs.counters.scriptedReplies == 3)
        #expect(discogs.counters.tooManyRequests == 1)
    }

    @Test func failNextAnswersAnyRequestsFirst() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        discogs.failNext(2, with: .status(503))
        client.get("/releases/4707982")  // no token, no User-Agent: the script still wins
        #expect(client.readResponse()?.status == 503)
        #expect(try search(client, "029667431224").status == 503)
        #expect(try search(client, "029667431224").status == 200)
    }

    @Test func brokenBodiesAreWhatTheyClaim() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        discogs.scriptNext([.malformedJSON, .wrongShapeJSON, .htmlPage, .hugeBody(bytes: 3_000_000)])
        #expect(throws: (any Error).self) { try JSONValue.parse(try search(client, "029667431224").body) }
        #expect(try JSONValue.parse(try search(client, "029667431224").body).arrayValue != nil)
        let html = try search(client, "029667431224")
        #expect(html.status == 200)
        #expect(html.headers["Content-Type"]?.hasPrefix("text/html") == true)
        let huge = try search(client, "029667431224")
        #expect(huge.body.count > 3_000_000)
        #expect(try results(huge).count == 1)
    }

    @Test func hangAndResetScriptsReachTheClient() throws {
        let (discogs, client) = try started()
        discogs.scriptNext([.resetMidBody, .hang])
        client.get("/database/search?barcode=029667431224", [Self.userAgent, Self.token])
        #expect(client.readToEnd().reset)
        let second = try RawClient(port: discogs.server.port)
        second.get("/database/search?barcode=029667431224", [Self.userAgent, Self.token])
        #expect(eventually { discogs.requests.count == 2 })
        discogs.stop()
        #expect(second.readToEnd().bytes.isEmpty)
    }

    @Test func releaseDetailIsServedAndUnknownIdsAre404() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        client.get("/releases/4707982", [Self.userAgent, Self.token])
        let found = try #require(client.readResponse())
        #expect(try JSONValue.parse(found.body)["title"] == "Future")
        client.get("/releases/1", [Self.userAgent, Self.token])
        let missing = try #require(client.readResponse())
        #expect(missing.status == 404)
        #expect(missing.text == #"{"message":"Release not found."}"#)
    }

    @Test func syntheticReleasesHaveValidDistinctBarcodesAndAreSearchable() throws {
        let (discogs, client) = try started()
        defer { discogs.stop() }
        let barcodes = discogs.addSyntheticReleases(count: 300)
        #expect(Set(barcodes).count == 300)
        for barcode in barcodes {
            let digits = barcode.compactMap(\.wholeNumberValue)
            let sum = digits.dropLast().reversed().enumerated().reduce(0) { $0 + $1.1 * ($1.0 % 2 == 0 ? 3 : 1) }
            #expect(digits.count == 13 && (10 - sum % 10) % 10 == digits.last)
        }
        #expect(try results(search(client, barcodes[299])).first?["id"] == .int(900_000_299))
    }

    @Test func paginationSplitsLongResults() throws {
        let catalog = try DiscogsCatalog.bundled()
        let discogs = FakeDiscogs(catalog: catalog)
        let client = try RawClient(port: try discogs.start())
        defer { discogs.stop() }
        client.get("/database/search?barcode=077774600125&per_page=2&page=2", [Self.userAgent, Self.token])
        let document = try JSONValue.parse(try #require(client.readResponse()).body)
        #expect(document["pagination"]?["pages"] == 3)
        #expect(document["pagination"]?["items"] == 5)
        #expect(document["results"]?.arrayValue?.count == 2)
        #expect(document["pagination"]?["urls"]?["next"]?.stringValue?.hasPrefix(discogs.baseURL) == true)
    }

    @Test func optionsParseLikeTheBenchmarksPassThem() throws {
        let options = try FakeServerOptions.parse(["--port", "8123", "--window=2", "--limit", "5", "--token", ""])
        #expect(options.port == 8123)
        #expect(options.window == 2)
        #expect(options.limit == 5)
        #expect(options.token == nil)
        #expect(throws: UsageError.self) { try FakeServerOptions.parse(["--bogus"]) }
        #expect(throws: UsageError.self) { try FakeServerOptions.parse(["--limit"]) }
    }
}
