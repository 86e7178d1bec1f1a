import Album
import Barcode
import FakeServices
import Foundation
import Lookup
import Testing

/// The disc ID lookup against the fake MusicBrainz: found, fuzzy table of contents, CD stub, 404.
@Suite struct MusicBrainzDiscIDTests {
    static let nevermindID = "I5l9cCSFccLKFEKS.7wqSZAorPU-"
    static let nevermindTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"

    @Test func aKnownDiscIDFindsItsRelease() throws {
        let harness = try MusicBrainzHarness()
        let outcome = try harness.client.lookup(discID: Self.nevermindID, toc: Self.nevermindTOC)
        guard case .found(let best, let others, let match, let barcode) = outcome else {
            Issue.record("not found: \(outcome)")
            return
        }
        #expect(best.title == "Nevermind")
        #expect(best.artist == "Nirvana")
        #expect(best.catalogNumber == "DGCD-24425")
        #expect(others.isEmpty)
        #expect(match == .discID)
        #expect(barcode == (try GTIN(parsing: "0720642442524")))
        let request = try #require(harness.server.requests.last)
        #expect(request.path == "/ws/2/discid/\(Self.nevermindID)")
        #expect(request.target.contains("toc=1+12+267257+150+22767+"))
        #expect(request.target.contains("inc=artist-credits+labels+recordings"))
        #expect(request.query("fmt") == "json")
        #expect(request.headers["User-Agent"] == MusicBrainzHarness.userAgent)
    }

    @Test func anUnknownDiscIDWithANearbyTOCIsAFuzzyMatch() throws {
        let harness = try MusicBrainzHarness()
        let outcome = try harness.client.lookup(
            discID: "unknownAAAAAAAAAAAAAAAAAAAA-", toc: "1 5 98460 150 20160 40130 60310 80500")
        guard case .found(let best, _, let match, let barcode) = outcome else {
            Issue.record("not found: \(outcome)")
            return
        }
        #expect(best.title == "Example Sessions")
        #expect(match == .fuzzyTOC)
        #expect(barcode == (try GTIN(parsing: "2000999000027")))
    }

    @Test func aCDStubIsShownAsAStub() throws {
        let harness = try MusicBrainzHarness()
        let stubID = "VzlD4EpLYyi6YhhJF5FA2UL.cK8-"
        let outcome = try harness.client.lookup(discID: stubID, toc: "1 4 61234 150 15210 30977 46011")
        guard case .stub(let stub) = outcome else {
            Issue.record("not a stub: \(outcome)")
            return
        }
        #expect(stub.discID == stubID)
        #expect(stub.title == "Demo Tape Transfer")
        #expect(stub.artist == "Example Band")
        #expect(stub.barcode == nil)
        #expect(stub.comment == "copied from a cassette")
        #expect(stub.tracks.map(\.title) == ["First Take", "Second Take", "", "Outro"])
        #expect(stub.tracks.map(\.duration) == ["3:21", "3:30", "3:20", nil])
        #expect(stub.tracks.map(\.position) == ["1", "2", "3", "4"])
        #expect(stub.url == "https://musicbrainz.org/cdstub/\(stubID)")
    }

    @Test func aDiscNobodyKnowsIs404AndNotFound() throws {
        let harness = try MusicBrainzHarness()
        #expect(
            try harness.client.lookup(discID: "unknownAAAAAAAAAAAAAAAAAAAA-", toc: "1 2 9000 150 4000") == .notFound)
        #expect(harness.server.requests.count == 1)
    }

    @Test func aServerErrorIsRetriedThenReported() throws {
        let harness = try MusicBrainzHarness()
        harness.server.failNext(10, with: .status(502))
        #expect(throws: LookupError.self) {
            try harness.client.lookup(discID: Self.nevermindID, toc: Self.nevermindTOC)
        }
        #expect(harness.server.requests.count > 1)
    }

    @Test func aBodyThatIsNeitherDiscNorStubIsMalformed() throws {
        let harness = try MusicBrainzHarness()
        harness.server.scriptNext([.raw(.json(#"{"id": "x"}"#))])
        do {
            _ = try harness.client.lookup(discID: Self.nevermindID, toc: Self.nevermindTOC)
            Issue.record("accepted a body without releases or a stub")
        } catch {
            guard case .malformedJSON(_, let subject, _) = error else {
                Issue.record("not malformedJSON: \(error)")
                return
            }
            #expect(subject == "disc ID \(Self.nevermindID)")
        }
    }
}
