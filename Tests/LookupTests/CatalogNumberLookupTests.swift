import Album
import FakeServices
import Foundation
import Lookup
import Testing

/// Catalogue-number searches against the fake Discogs and MusicBrainz, through the real libcurl client.
@Suite struct DiscogsCatalogNumberTests {
    func lookup(_ text: String, label: String? = nil, in harness: FakeDiscogsHarness) throws -> LookupOutcome {
        try harness.client.lookup(catalogNumber: try #require(CatalogNumber(text)), label: label)
    }

    @Test func theSeedsAreFoundByTheirCatalogueNumber() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let others) = try lookup("CDWIK2 312", in: harness) else {
            Issue.record("CDWIK2 312 not found")
            return
        }
        #expect(best.releaseID == "4707982")
        #expect(best.catalogNumber == "CDWIK2 312")
        #expect(others.isEmpty)
        let request = try #require(harness.server.requests.last)
        #expect(request.query("catno") == "CDWIK2 312")
        #expect(request.query("type") == "release")
        #expect(request.query("label") == nil)
        #expect(request.headers["Authorization"] == "Discogs token=\(FakeDiscogs.defaultToken)")
    }

    @Test(arguments: ["cdwik2-312", "CDWIK2312", "c.d.w.i.k.2 312"])
    func otherSpellingsFindTheSameRelease(_ spelling: String) throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, _) = try lookup(spelling, in: harness) else {
            Issue.record("\(spelling) not found")
            return
        }
        #expect(best.releaseID == "4707982")
    }

    @Test func aSharedNumberIsAmbiguousRankedByOwnersAndTheNearMissIsDropped() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let others) = try lookup("CDP 7 46001 2", in: harness) else {
            Issue.record("CDP 7 46001 2 not found")
            return
        }
        // UK 1984 (6021 owners) before US 1987 (3310); Abbey Road's CDP 7 46446 2 came back but is dropped.
        #expect([best.releaseID] + others.map(\.releaseID) == ["880301", "880302"])
        #expect(harness.server.counters.searches == 1)
    }

    @Test func aLabelNarrowsTheAnswer() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let others) = try lookup("CDP 7 46001 2", label: "capitol", in: harness) else {
            Issue.record("CDP 7 46001 2 on Capitol not found")
            return
        }
        #expect(best.releaseID == "880302")
        #expect(others.isEmpty)
        #expect(harness.server.requests.last?.query("label") == "capitol")
    }

    @Test func anUnknownNumberIsNotFound() throws {
        #expect(try lookup("XYZ 999", in: FakeDiscogsHarness()) == .notFound)
    }

    @Test func aRefusedTokenIsTheUsualError() throws {
        let harness = try FakeDiscogsHarness(token: "wrong-token")
        #expect(throws: LookupError.tokenRefused(service: .discogs)) { try lookup("CDWIK2 312", in: harness) }
    }
}

@Suite struct MusicBrainzCatalogNumberTests {
    func lookup(_ text: String, label: String? = nil, in harness: MusicBrainzHarness) throws -> LookupOutcome {
        try harness.client.lookup(catalogNumber: try #require(CatalogNumber(text)), label: label)
    }

    var queries: (MusicBrainzHarness) -> [String] {
        { $0.server.requests.filter { $0.path == "/ws/2/release" }.compactMap { $0.query("query") } }
    }

    @Test func theSeedsCDIsFoundAndTheLPNearMissDropped() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let best, let others) = try lookup("CDWIK2 312", in: harness) else {
            Issue.record("CDWIK2 312 not found")
            return
        }
        #expect(best.title == "Future")
        #expect(best.catalogNumber == "CDWIK2 312")
        #expect(best.source == .musicbrainz)
        #expect(others.isEmpty)
        #expect(queries(harness) == [#"catno:"CDWIK2 312""#])
    }

    @Test func aDifferentSpellingIsSearchedAsTypedAndMatched() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let best, _) = try lookup("dgcd 24425", in: harness) else {
            Issue.record("dgcd 24425 not found")
            return
        }
        #expect(best.title == "Nevermind")
        #expect(best.catalogNumber == "DGCD-24425")
    }

    @Test func nothingFoundTriesTheSpacelessFormOnce() throws {
        let harness = try MusicBrainzHarness()
        #expect(try lookup("ABC 1-2", in: harness) == .notFound)
        #expect(queries(harness) == [#"catno:"ABC 1-2""#, #"catno:"ABC12""#])
    }

    @Test func aLabelGoesIntoTheQueryAndMustMatch() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let best, _) = try lookup("CDWIK2 312", label: "Big Beat", in: harness) else {
            Issue.record("CDWIK2 312 on Big Beat not found")
            return
        }
        #expect(best.labels == ["Big Beat Records"])
        #expect(queries(harness).first == #"catno:"CDWIK2 312" AND label:"Big Beat""#)
        #expect(try lookup("CDWIK2 312", label: "Parlophone", in: harness) == .notFound)
    }

    @Test func quotesInALabelAreEscapedInTheQuery() throws {
        let harness = try MusicBrainzHarness()
        _ = try lookup("CDWIK2 312", label: #"Big "Beat""#, in: harness)
        #expect(queries(harness).first == #"catno:"CDWIK2 312" AND label:"Big \"Beat\"""#)
    }
}
