import Album
import FakeServices
import Foundation
import Testing

@testable import Lookup

/// `--details` for MusicBrainz answers: the release lookup through libcurl against the fake
/// MusicBrainz on 127.0.0.1, and the country names cards show.
@Suite struct MusicBrainzDetailsTests {
    /// The MBID of the best release found for `barcode`, as `--details` gets it.
    func mbid(_ harness: MusicBrainzHarness, _ barcode: String) throws -> String {
        guard case .found(let best, _) = try harness.lookup(barcode) else {
            Issue.record("\(barcode) not found")
            throw LookupError.releaseNotFound(service: .musicbrainz, id: barcode)
        }
        return best.releaseID
    }

    @Test func aOneDiscReleaseHasItsTracksAndLengths() throws {
        let harness = try MusicBrainzHarness()
        let details = try harness.client.releaseDetails(mbid: try mbid(harness, "077774644129"))
        #expect(details.album.title == "Revolver")
        #expect(details.album.source == .musicbrainz)
        #expect(details.artistCredit == "The Beatles")
        #expect(details.tracks.count == 14)
        #expect(details.tracks.first == Track(position: "1", title: "Taxman", duration: "2:39"))
        #expect(details.tracks.last == Track(position: "14", title: "Tomorrow Never Knows", duration: "2:57"))
        #expect(details.identifiers == [.init(type: "Barcode", value: "077774644129")])
        #expect(details.totalSeconds == 2090)
        let request = try #require(harness.server.requests.last)
        #expect(request.path == "/ws/2/release/\(details.album.releaseID)")
        #expect(request.target.hasSuffix("?inc=recordings+artist-credits+labels&fmt=json"))
        #expect(request.query("fmt") == "json")
        #expect(request.headers["User-Agent"] == MusicBrainzHarness.userAgent)
    }

    @Test func severalMediaGetHeadingsDiscPositionsAndTrackArtists() throws {
        let harness = try MusicBrainzHarness()
        let details = try harness.client.releaseDetails(mbid: try mbid(harness, "2000999000027"))
        #expect(
            details.tracks.map(\.position) == ["", "1-1", "1-2", "1-3", "", "2-1", "", "3-1"])
        #expect(details.tracks.filter(\.isHeading).map(\.title) == ["CD 1", "CD 2: Live Extras", "DVD-Video 3"])
        let guest = try #require(details.tracks.first { $0.title == "Guest Spot" })
        #expect(guest.artist == "Cy Test with Dee Guest")
        #expect(details.tracks.first { $0.title == "Opening Example" }?.artist == nil)
        #expect(details.tracks.first { $0.title == "No Length Known" }?.duration == nil)
        #expect(details.tracks.first { $0.title == "Second Disc Opener" }?.duration == "1:02:05")
        #expect(details.album.country == "Worldwide")
    }

    @Test func anUnknownReleaseIsNotFoundAndAnIDThatIsNoMBIDIsNeverSent() throws {
        let harness = try MusicBrainzHarness()
        let unknown = "00000000-0000-4000-8000-000000000000"
        #expect(throws: LookupError.releaseNotFound(service: .musicbrainz, id: unknown)) {
            try harness.client.releaseDetails(mbid: unknown)
        }
        let before = harness.server.requests.count
        #expect(throws: LookupError.releaseNotFound(service: .musicbrainz, id: "../search")) {
            try harness.client.releaseDetails(mbid: "../search")
        }
        #expect(harness.server.requests.count == before)
    }

    @Test func aMaintenancePageIsNotReadAsARelease() throws {
        let harness = try MusicBrainzHarness()
        let id = try mbid(harness, "077774644129")
        harness.server.scriptNext([.htmlPage])
        #expect(throws: LookupError.self) { try harness.client.releaseDetails(mbid: id) }
    }

    @Test(arguments: [
        ("XE", "Europe"), ("XW", "Worldwide"), ("GB", "United Kingdom"), ("DE", "Germany"), ("JP", "Japan"),
        ("SU", "Soviet Union"), ("YU", "Yugoslavia"), ("xe", "Europe"),
    ])
    func countryCodesHaveNames(_ code: String, _ name: String) {
        #expect(CountryNames.name(for: code) == name)
    }

    @Test func aCodeNoOneNamesStaysACode() {
        #expect(CountryNames.name(for: "Q1") == nil)
        #expect(CountryNames.name(for: "Narnia") == nil)
    }

    @Test(
        arguments: [(159_000, "2:39"), (3_725_000, "1:02:05"), (59_600, "1:00"), (0, nil), (-5, nil)]
            as [(Int, String?)])
    func lengthsArePrintedAsOnTheRelease(_ milliseconds: Int, _ printed: String?) {
        #expect(MusicBrainzReleaseResponse.duration(milliseconds: milliseconds) == printed)
    }
}
