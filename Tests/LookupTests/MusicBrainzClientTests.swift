import Album
import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// The real libcurl client against the loopback fake MusicBrainz, fixtures from Fixtures/musicbrainz.
@Suite struct MusicBrainzClientTests {
    @Test func findsTheSeedsWithEveryField() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let album, let alternatives) = try harness.lookup("0 29667 43122 4") else {
            Issue.record("expected the Seeds to be found")
            return
        }
        let id = try #require(harness.fixtureID("029667431224"))
        #expect(album.artist == "The Seeds")
        #expect(album.title == "Future")
        #expect(album.year == 2013)
        #expect(album.labels == ["Big Beat Records"])
        #expect(album.catalogNumber == "CDWIK2 312")
        #expect(album.format == "CD x2")
        #expect(album.media == ["CD"])
        #expect(album.country == "Europe")
        #expect(album.releaseID == id)
        #expect(album.url == "https://musicbrainz.org/release/\(id)")
        #expect(album.coverImage == "https://coverartarchive.org/release/\(id)/front-250")
        #expect(album.owners == nil)
        #expect(album.source == .musicbrainz)
        // The 1967 LP without a barcode came back from the fuzzy search and was dropped.
        #expect(harness.server.catalog.search(barcode: "029667431224").count == 2)
        #expect(alternatives.isEmpty)
        #expect(harness.searchedForms == ["029667431224"])
    }

    @Test func joinPhrasesMakeTheArtistLine() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let album, _) = try harness.lookup("2000999000027") else {
            Issue.record("expected the join-phrase release to be found")
            return
        }
        // The first artist is credited under another name than its own: the credit wins.
        #expect(album.artist == "Ana Example feat. Bo Sample & Cy Test")
        #expect(album.year == 2013)
        #expect(album.labels == ["Example Records", "Sample Music"])
        #expect(album.catalogNumber == "EX-001")
        #expect(album.format == "CD x2 + DVD-Video")
        #expect(album.media == ["CD", "DVD-Video"])
        #expect(album.country == "DE")
        let id = try #require(harness.fixtureID("2000999000027"))
        #expect(album.coverImage == "https://coverartarchive.org/release/\(id)/front-250")
    }

    @Test func sendsTheUserAgentMusicBrainzAsksForAndAsksForJSON() throws {
        let harness = try MusicBrainzHarness()
        _ = try harness.lookup("029667431224")
        let request = try #require(harness.server.requests.first)
        #expect(request.headers["User-Agent"] == "cdscan/0.0-test ( https://example.invalid/cdscan )")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["Authorization"] == nil)
        #expect(request.path == "/ws/2/release")
        #expect(request.query("query") == "barcode:029667431224")
        #expect(request.query("fmt") == "json")
    }

    @Test func aUPCStoredAsThirteenDigitsIsFoundWithTheSecondForm() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let album, _) = try harness.lookup("720642442524") else {
            Issue.record("expected Nevermind to be found by its 13-digit form")
            return
        }
        #expect(album.title == "Nevermind")
        #expect(album.year == 1991)
        #expect(album.country == "US")
        #expect(album.coverImage == nil)
        #expect(harness.searchedForms == ["720642442524", "0720642442524"])
    }

    @Test func theCDIsRankedBeforeTheLPThatSharesItsBarcode() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let best, let alternatives) = try harness.lookup("077774644129") else {
            Issue.record("expected Revolver to be found")
            return
        }
        #expect(best.artist == "The Beatles")
        #expect(best.title == "Revolver")
        #expect(best.format == "CD")
        #expect(best.catalogNumber == "CDP 7 46441 2")
        #expect(best.labels == ["Parlophone"])
        #expect(best.country == "GB")
        #expect(best.year == 1987)
        #expect(best.coverImage == nil)  // the search result says nothing about cover art
        #expect(alternatives.map(\.format) == ["12\" Vinyl"])
        #expect(alternatives.first?.coverImage == nil)  // cover-art-archive.front is false
        #expect(best.releaseID == harness.fixtureID("077774644129", at: 1))
    }

    @Test func oddShapesDecodeAndUnusableReleasesAreDropped() throws {
        let harness = try MusicBrainzHarness()
        guard case .found(let best, let alternatives) = try harness.lookup("2000999000034") else {
            Issue.record("expected the odd shapes to be found")
            return
        }
        // Four releases are filed under the barcode: one lacks an id, one has an empty barcode.
        #expect(harness.server.catalog.search(barcode: "2000999000034").count == 4)
        #expect(alternatives.count == 1)
        #expect(best.title == "Odd Shapes (Spaced)")
        #expect(best.artist == "Only Artist Name")
        #expect(best.year == 2001)
        #expect(best.labels.isEmpty)
        let other = try #require(alternatives.first)
        #expect(other.artist == "")
        #expect(other.year == nil)
        #expect(other.labels.isEmpty)  // "[no label]"
        #expect(other.catalogNumber == nil)  // "[none]"
        #expect(other.format == "Cassette")
        #expect(other.country == nil)
    }

    @Test func anUnknownBarcodeIsNotFoundAfterItsOnlyForm() throws {
        let harness = try MusicBrainzHarness()
        #expect(try harness.lookup("5099750442227") == .notFound)
        #expect(harness.searchedForms == ["5099750442227"])
    }

    @Test func neverMoreThanOneRequestASecond() throws {
        let harness = try MusicBrainzHarness()
        for barcode in ["029667431224", "077774644129", "2000999000027"] {
            guard case .found = try harness.lookup(barcode) else {
                Issue.record("expected \(barcode) to be found")
                return
            }
        }
        _ = try harness.lookup("720642442524")  // two requests: both forms
        #expect(harness.time.sleeps == [1, 1, 1, 1])
        #expect(harness.server.requests.count == 5)
        #expect(harness.server.counters.rateLimited == 0)
        #expect(harness.server.counters.maxRequestsInWindow == 1)
    }

    @Test func aOneRequestWindowHasABudgetOfOne() {
        #expect(RateLimiter(window: 1, initialLimit: 1, time: ManualClock()).budget == 1)
    }

    @Test func plainHTTPToAnotherHostIsRefusedBeforeAnyRequest() throws {
        #expect(throws: LookupError.insecureURL("http://musicbrainz.org")) {
            try MusicBrainzClient(
                configuration: MusicBrainzConfiguration(baseURL: "http://musicbrainz.org", userAgent: "u"),
                transport: try CurlTransport(), time: ManualClock())
        }
        #expect(MusicBrainzConfiguration(userAgent: "u").baseURL == "https://musicbrainz.org")
    }
}
