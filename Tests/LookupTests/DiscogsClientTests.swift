import Barcode
import FakeServices
import Foundation
import Lookup
import Testing

@testable import Album

/// The real libcurl client against the loopback fake Discogs, fixtures from Fixtures/discogs.
@Suite struct DiscogsClientTests {
    @Test func findsTheSeedsWithEveryField() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let album, let alternatives) = try harness.lookup("0 29667 43122 4") else {
            Issue.record("expected the Seeds to be found")
            return
        }
        #expect(album.artist == "The Seeds")
        #expect(album.title == "Future")
        #expect(album.year == 2013)
        #expect(album.labels == ["Big Beat Records"])
        #expect(album.catalogNumber == "CDWIK2 312")
        #expect(album.format == "CD x2, Album, Reissue, Remastered")
        #expect(album.country == "UK & Europe")
        #expect(album.genres == ["Rock"])
        #expect(album.releaseID == "4707982")
        #expect(album.url == "https://www.discogs.com/release/4707982")
        #expect(album.coverImage != nil)
        #expect(album.source == .discogs)
        #expect(alternatives.isEmpty)
        #expect(harness.searchedForms == ["029667431224"])
    }

    @Test func sendsTheTokenOnlyInTheAuthorizationHeader() throws {
        let harness = try FakeDiscogsHarness()
        _ = try harness.lookup("029667431224")
        let request = try #require(harness.server.requests.first)
        #expect(request.headers["Authorization"] == "Discogs token=\(FakeDiscogs.defaultToken)")
        #expect(request.headers["User-Agent"] == "cdscan/0.0-test +https://example.invalid")
        #expect(request.headers["Accept-Encoding"]?.contains("gzip") == true)
        #expect(!request.target.contains(FakeDiscogs.defaultToken))
        #expect(request.query("type") == "release")
    }

    @Test func reusesOneConnectionForSeveralLookups() throws {
        let harness = try FakeDiscogsHarness()
        _ = try harness.lookup("029667431224")
        _ = try harness.lookup("077774600125")
        let connections = Set(harness.server.requests.map(\.connectionID))
        #expect(harness.server.requests.count == 2)
        #expect(connections.count == 1)
    }

    @Test func aUPCStoredOnlyAsThirteenDigitsIsFoundWithTheSecondForm() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let album, _) = try harness.lookup("720642442524") else {
            Issue.record("expected Nevermind to be found by its 13-digit form")
            return
        }
        #expect(album.title == "Nevermind")
        #expect(harness.searchedForms == ["720642442524", "0720642442524"])
    }

    @Test func severalReleasesAreRankedCDFirstAndMastersDropped() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let alternatives) = try harness.lookup("077774600125") else {
            Issue.record("expected Dark Side to be found")
            return
        }
        #expect(best.isCD)
        let all = [best] + alternatives
        #expect(all.allSatisfy { !$0.format.isEmpty || !$0.media.isEmpty })
        #expect(alternatives.count >= 2)
        let cds = all.filter(\.isCD)
        #expect(cds.map { $0.owners ?? 0 } == cds.map { $0.owners ?? 0 }.sorted(by: >))
        #expect(Array(all.prefix(cds.count)) == cds)
    }

    @Test func rowsWhoseBarcodeBagDoesNotHoldTheGTINAreDropped() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let alternatives) = try harness.lookup("077774644624") else {
            Issue.record("expected Abbey Road to be found")
            return
        }
        #expect(best.title == "Abbey Road")
        #expect(alternatives.allSatisfy { $0.title == "Abbey Road" })
        let rawRows = harness.server.catalog.search(barcode: "077774644624").count
        #expect(rawRows > 1 + alternatives.count)  // the near-misses were there and were dropped
    }

    @Test func legacyShapesDecodeWithMissingFieldsEmpty() throws {
        let harness = try FakeDiscogsHarness()
        guard case .found(let best, let alternatives) = try harness.lookup("074643811224") else {
            Issue.record("expected Thriller to be found")
            return
        }
        let all = [best] + alternatives
        #expect(all.allSatisfy { $0.title == "Thriller" })
        #expect(all.contains { $0.year == nil })
        #expect(all.contains { $0.year == 1982 })
    }

    @Test func anUnknownBarcodeIsNotFoundAfterEveryForm() throws {
        let harness = try FakeDiscogsHarness()
        #expect(try harness.lookup("5099750442227") == .notFound)
        #expect(harness.searchedForms == ["5099750442227", "5 099750 442227"])
    }
}
