import Album
import FakeServices
import Foundation
import Testing

@testable import Lookup

/// `releaseDetails(id:)` with the real libcurl client against the fake, fixtures from Fixtures/discogs/releases.
@Suite struct DiscogsReleaseDetailsTests {
    /// The illustrative two-disc duo release: every tracklist and credit shape.
    let duo = "880801"

    @Test func tracklistKeepsPositionsHeadingsAndDurations() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        #expect(details.tracks.map(\.position) == ["", "1-1", "1-2", "", "", "2-1", "2-2", "2-3"])
        #expect(details.tracks.filter(\.isHeading).map(\.title) == ["Disc One", "Disc Two"])
        #expect(details.tracks.filter(\.isHeading).allSatisfy { $0.duration == nil && $0.subtracks.isEmpty })
        #expect(details.tracks.map(\.duration) == [nil, "3:12", "4:05", "11:30", nil, nil, nil, "1:02:03"])
        #expect(details.tracks.map(\.disc) == [nil, 1, 1, nil, nil, 2, 2, 2])
        #expect(details.playableTracks.count == 6)
        #expect(details.totalSeconds == 192 + 245 + 690 + 3723)
    }

    @Test func anIndexTrackKeepsItsSubTracksInside() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        let suite = try #require(details.tracks.first { !$0.subtracks.isEmpty })
        #expect(suite.title == "Suite: Three Movements")
        #expect(!suite.isHeading)
        #expect(suite.subtracks.map(\.position) == ["1-3.a", "1-3.b", "1-3.c"])
        #expect(suite.subtracks.map(\.title) == ["Morning", "Noon", "Evening"])
        #expect(suite.subtracks.map(\.seconds) == [220, 250, 220])
        #expect(suite.subtracks.allSatisfy { $0.artist == nil })
    }

    @Test func theCreditUsesNameVariationsAndJoinWords() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        #expect(details.artistCredit == "Simon & Garfunkel")
        #expect(details.album.artist == "Simon & Garfunkel")
        let guest = try #require(details.tracks.first { $0.position == "2-1" })
        #expect(guest.artist == "Simon & Garfunkel Feat. Guest Singer")
        #expect(details.tracks.filter { $0.artist != nil }.count == 1)
    }

    @Test func extraArtistsLoseTheirSuffixAndKeepRoleAndTracks() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        #expect(
            details.credits == [
                ReleaseDetails.Credit(name: "Roy Halee", role: "Producer"),
                ReleaseDetails.Credit(name: "F. Engineer", role: "Engineer [Live Sound]", tracks: "1-1 to 1-3"),
            ])
    }

    @Test func identifiersKeepTypeValueAndDescription() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        #expect(
            details.identifiers == [
                ReleaseDetails.Identifier(type: "Barcode", value: "2 000999 000027"),
                ReleaseDetails.Identifier(type: "Barcode", value: "2000999000027", description: "Scanned"),
                ReleaseDetails.Identifier(type: "Matrix / Runout", value: "FIX 010-1 01", description: "Disc 1"),
                ReleaseDetails.Identifier(type: "Matrix / Runout", value: "FIX 010-2 01", description: "Disc 2"),
                ReleaseDetails.Identifier(type: "Rights Society", value: "BIEM/GEMA"),
                ReleaseDetails.Identifier(type: "Label Code", value: "LC 0000"),
            ])
    }

    @Test func theAlbumIsFilledFromTheDetail() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        let album = details.album
        #expect(album.title == "Live At The Fixture Hall")
        #expect(album.year == 2004)  // "year": "0", but "released": "2004-03-15"
        #expect(album.labels == ["Fixture Records"])
        #expect(album.catalogNumber == "FIX 010")
        #expect(album.format == "CD x2, Album")
        #expect(album.media == ["CD"])
        #expect(album.country == "Europe")
        #expect(album.genres == ["Folk, World, & Country", "Rock"])
        #expect(album.styles == ["Folk Rock"])
        #expect(album.releaseID == duo)
        #expect(album.url == "https://www.discogs.com/release/880801")
        #expect(album.coverImage == "https://i.discogs.com/fixtures/R-880801.jpeg")
        #expect(album.owners == 42)
        #expect(album.source == .discogs)
        #expect(details.notes == "Recorded live at the Fixture Hall.\nIllustrative release for cdscan's tests.")
    }

    @Test func theSeedsDetailMatchesItsSearchRow() throws {
        let harness = try FakeDiscogsHarness()
        let details = try harness.client.releaseDetails(id: " 4707982 ")
        guard case .found(let searched, _) = try harness.lookup("029667431224") else {
            Issue.record("expected the Seeds to be found")
            return
        }
        #expect(details.artistCredit == "The Seeds")
        #expect(details.tracks.isEmpty)
        #expect(details.identifiers == [ReleaseDetails.Identifier(type: "Barcode", value: "0 29667 43122 4")])
        #expect(details.notes == nil)
        let album = details.album
        #expect(
            [album.artist, album.title, album.format, album.catalogNumber, album.country]
                == [searched.artist, searched.title, searched.format, searched.catalogNumber, searched.country])
        #expect(album.year == searched.year)
        #expect(album.labels == searched.labels)
        #expect(album.owners == searched.owners)
        #expect(harness.server.requests.first?.path == "/releases/4707982")
    }

    @Test(arguments: ["", "abc", "12a", "-5", "0", "4707982/../1", "１２"])
    func anIDThatIsNotANumberIsNotFoundWithoutARequest(id: String) throws {
        let harness = try FakeDiscogsHarness()
        #expect(throws: LookupError.releaseNotFound(service: .discogs, id: id)) {
            try harness.client.releaseDetails(id: id)
        }
        #expect(harness.server.requests.isEmpty)
    }

    @Test func anUnknownReleaseIsNotFound() throws {
        let harness = try FakeDiscogsHarness()
        let error = #expect(throws: LookupError.self) { try harness.client.releaseDetails(id: "123") }
        #expect(error == .releaseNotFound(service: .discogs, id: "123"))
    }

    @Test func detailsGoThroughTheRetryLoop() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.status(429), .status(503), .ok])
        let details = try harness.client.releaseDetails(id: duo)
        #expect(details.artistCredit == "Simon & Garfunkel")
        #expect(harness.client.requestCount == 3)
        #expect(harness.time.sleeps.count == 2)
    }

    @Test func aCutOffDetailIsMalformedAndNamesTheRelease() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.failNext(1, with: .malformedJSON)
        let error = #expect(throws: LookupError.self) { try harness.client.releaseDetails(id: duo) }
        guard case .malformedJSON(_, let subject, _) = error else {
            Issue.record("expected malformed JSON, got \(String(describing: error))")
            return
        }
        #expect(subject == "release 880801")
    }

    @Test func oddShapesCostOnlyTheOddField() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.addRelease([
            "id": 880_899, "title": 1999, "year": "1999",
            "artists": [["name": "Prince (2)", "join": nil], "not an artist", ["anv": "Revolution", "join": 7]],
            "extraartists": "none",
            "tracklist": [
                ["position": 1, "title": "Track One", "duration": 192],
                "junk",
                ["title": "Side B", "type_": "heading", "position": "", "duration": "9:99"],
                ["position": "", "title": "", "type_": "track"],
                ["position": "2", "title": "Two", "duration": "3:xx", "sub_tracks": "none"],
            ],
            "identifiers": [["type": nil, "value": 12345], ["value": nil]],
            "labels": [["name": "  ", "catno": "None"]], "formats": "CD", "notes": "   ", "images": [:],
        ])
        let details = try harness.client.releaseDetails(id: "880899")
        #expect(details.artistCredit == "Prince, Revolution")
        #expect(details.album.title == "1999")
        #expect(details.album.year == 1999)
        #expect(
            details.tracks == [
                Track(position: "1", title: "Track One", duration: "192"), .heading("Side B"),
                Track(position: "2", title: "Two", duration: "3:xx"),
            ])
        #expect(details.tracks.map(\.seconds) == [192, nil, nil])
        #expect(details.identifiers == [ReleaseDetails.Identifier(type: "Other", value: "12345")])
        #expect(details.album.labels.isEmpty && details.album.catalogNumber == nil)
        #expect(details.album.format.isEmpty && details.credits.isEmpty && details.notes == nil)
    }

    @Test func aNonObjectDetailIsMalformed() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.raw(.json("[1, 2, 3]"))])
        let error = #expect(throws: LookupError.self) { try harness.client.releaseDetails(id: duo) }
        guard case .malformedJSON = error else {
            Issue.record("expected malformed JSON")
            return
        }
    }

    @Test func detailsSurviveACodableRoundTrip() throws {
        let details = try FakeDiscogsHarness().releaseDetails(duo)
        let decoded = try JSONDecoder().decode(ReleaseDetails.self, from: JSONEncoder().encode(details))
        #expect(decoded == details)
    }

    @Test(arguments: [
        ("3:12", 192), ("0:45", 45), ("1:02:03", 3723), ("12:00", 720), (" 4:05 ", 245),
    ])
    func durationsReadAsSeconds(duration: String, seconds: Int) {
        #expect(Track(position: "1", title: "t", duration: duration).seconds == seconds)
    }

    @Test(arguments: ["", "3:7", "3:60", "a:bc", "1:2:3:4", "-1:00", ":"])
    func unreadableDurationsHaveNoSeconds(duration: String) {
        #expect(Track(position: "1", title: "t", duration: duration).seconds == nil)
    }

    @Test(arguments: [("1-1", 1), ("2-05", 2), ("CD1-3", 1), ("12-1", 12), ("A1", nil), ("7", nil), ("DVD-1", nil)])
    func discNumbersComeFromTheFirstDash(position: String, disc: Int?) {
        #expect(Track(position: position, title: "t").disc == disc)
    }
}

extension FakeDiscogsHarness {
    /// The details of release `id`; the harness, and so its server, lives until they arrive.
    func releaseDetails(_ id: String) throws(LookupError) -> ReleaseDetails {
        try client.releaseDetails(id: id)
    }
}
