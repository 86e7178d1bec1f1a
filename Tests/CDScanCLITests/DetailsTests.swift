import Barcode
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// `--details` through the built binary: the tracklist under the card and in the JSON.
@Suite struct DetailsEndToEndTests {
    static let token = "details-secret-token-0b7d"
    /// Simon & Garfunkel, "Live At The Fixture Hall": two discs, headings, an index track (release 880801).
    static let duo = "2000999000027"

    let discogs: FakeDiscogs
    let musicBrainz: FakeMusicBrainz

    init() throws {
        discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        musicBrainz = FakeMusicBrainz(catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
    }

    func run(_ arguments: [String], token: Bool = true) throws -> CDScanBinary.Run {
        var environment = [
            "DISCOGS_API_URL": discogs.baseURL, "MUSICBRAINZ_API_URL": musicBrainz.baseURL,
            "CDSCAN_RETRY_DELAY": "0.01",
        ]
        if token { environment["DISCOGS_TOKEN"] = Self.token }
        let run = try CDScanBinary.run(arguments, environment: environment)
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        return run
    }

    /// The tracklist, then (issue 41 point 7) the credits and identifiers, as the manual says.
    @Test func theTracklistIsPrintedUnderTheCardBeforeTheAttribution() throws {
        let run = try run(["lookup", "--any-prefix", "--details", Self.duo])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                Simon & Garfunkel - Live At The Fixture Hall (2004)
                CD x2, Album · Fixture Records – FIX 010 · Europe
                Folk, World, & Country, Rock · Folk Rock
                https://www.discogs.com/release/880801
                Tracklist: 6 tracks, 1:20:50
                  Disc One
                  1-1      Opening Fixture            3:12
                  1-2      The Sound Of Tests         4:05
                           Suite: Three Movements    11:30
                    1-3.a    Morning                  3:40
                    1-3.b    Noon                     4:10
                    1-3.c    Evening                  3:40
                  Disc Two
                  2-1      Bridge Over Fixtures – Simon & Garfunkel Feat. Guest Singer
                  2-2      Encore
                  2-3      Hidden Track            1:02:03
                Credits:
                  Producer – Roy Halee
                  Engineer [Live Sound] – F. Engineer (1-1 to 1-3)
                Identifiers:
                  Barcode: 2 000999 000027
                  Barcode (Scanned): 2000999000027
                  Matrix / Runout (Disc 1): FIX 010-1 01
                  Matrix / Runout (Disc 2): FIX 010-2 01
                  Rights Society: BIEM/GEMA
                  Label Code: LC 0000
                Data provided by Discogs.

                """)
        #expect(discogs.counters.searches == 1)
        #expect(discogs.counters.releaseLookups == 1)
    }

    @Test func withoutDetailsNoReleasePageIsFetched() throws {
        let run = try run(["lookup", "--any-prefix", "--json", Self.duo])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["details"] is NSNull)
        #expect(discogs.counters.releaseLookups == 0)
    }

    @Test func theJSONCarriesTracksCreditsIdentifiersAndNotes() throws {
        let run = try run(["lookup", "--any-prefix", "--json", "--details", Self.duo])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let details = try #require(object["details"] as? [String: Any])
        #expect(details["artist_credit"] as? String == "Simon & Garfunkel")
        #expect(details["total_seconds"] as? Int == 4850)
        let tracks = try #require(details["tracks"] as? [[String: Any]])
        #expect(tracks.first?["heading"] as? Bool == true)
        #expect(tracks.first?["title"] as? String == "Disc One")
        #expect(tracks[1]["position"] as? String == "1-1")
        #expect(tracks[1]["duration"] as? String == "3:12")
        #expect(tracks[1]["seconds"] as? Int == 192)
        let index = try #require(tracks.first { $0["title"] as? String == "Suite: Three Movements" })
        #expect(
            (index["subtracks"] as? [[String: Any]])?.map { $0["position"] as? String } == ["1-3.a", "1-3.b", "1-3.c"])
        let credits = try #require(details["credits"] as? [[String: Any]])
        #expect(credits.first?["name"] as? String == "Roy Halee")
        #expect(credits.first?["role"] as? String == "Producer")
        let identifiers = try #require(details["identifiers"] as? [[String: Any]])
        #expect(
            identifiers.contains {
                $0["type"] as? String == "Matrix / Runout" && $0["description"] as? String == "Disc 1"
            })
        #expect((details["notes"] as? String)?.hasPrefix("Recorded live at the Fixture Hall.") == true)
    }

    @Test func aMusicBrainzAnswerHasItsTracklistFromMusicBrainz() throws {
        let card = try run(["lookup", "--details", "--source", "musicbrainz", "077774644129"])
        #expect(card.status == 0)
        #expect(card.stdout.contains("Data provided by MusicBrainz."))
        #expect(card.stdout.contains("Taxman"))
        #expect(card.stdout.contains("Tomorrow Never Knows"))
        #expect(card.stdout.contains("Identifiers:\n  Barcode: 077774644129\n"), "\(card.stdout)")
        #expect(!card.stdout.contains("Credits:"))
        #expect(card.stderr == "")
        #expect(discogs.requests.isEmpty)
        #expect(musicBrainz.requests.contains { $0.path.hasPrefix("/ws/2/release/") })
        let json = try run(["lookup", "--json", "--details", "--source", "musicbrainz", "077774644129"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let details = try #require(object["details"] as? [String: Any])
        #expect((details["tracks"] as? [[String: Any]])?.count == 14)
    }

    @Test func aReleasePageThatFailsStillShowsTheCard() throws {
        // The Dark Side's releases have no page on the fake Discogs: 404.
        let run = try run(["lookup", "--details", "077774600125"])
        #expect(run.status == 65)
        #expect(run.stdout.contains("https://www.discogs.com/release/880301\n"))
        #expect(run.stderr.hasPrefix("cdscan: error: 077774600125: Discogs has no release \"880301\""))
    }
}

/// `catalog --details` in-process: stored in the database, cached, within the rate limit.
@Suite struct CatalogDetailsTests {
    /// With `--any-prefix`: the duo's fixture barcode has the in-store prefix 200, which
    /// `catalog` refuses otherwise, as `lookup` does.
    func catalog(_ arguments: [String], in directory: String, rig: DiscogsRig) throws -> (ExitCode, CapturedConsole) {
        let (options, positionals) = try parsed(arguments + ["--any-prefix"], CatalogCommand.spec, .init())
        let captured = CapturedConsole()
        var context = CommandContext(
            console: captured.console, environment: ["XDG_DATA_HOME": directory], directory: directory,
            time: rig.time)
        context.lookupServices = rig.services()
        let status = CatalogCommand.main(
            options, arguments: positionals, context: context)
        return (status, captured)
    }

    func item(_ barcode: String, in directory: String) throws -> CatalogItem? {
        try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false).item(
            for: try GTIN(parsing: barcode))
    }

    @Test func detailsAreStoredWithTheItem() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let (status, captured) = try catalog([DetailsEndToEndTests.duo, "--details"], in: directory, rig: rig)
            #expect(status == .success)
            let details = try #require(try item(DetailsEndToEndTests.duo, in: directory)?.details)
            #expect(details.tracks.count == 8)
            #expect(details.tracks.first?.isHeading == true)
            #expect(details.credits.count == 2)
            #expect(
                captured.err.contains(
                    "this run: 1 looked up (0 from the cache), 2 requests (2.00 a barcode); "
                        + "details of 1 release (0 from the cache)"))
        }
    }

    @Test func aLaterRunFillsInDetailsForWhatWasFoundWithoutThem() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([DetailsEndToEndTests.duo], in: directory, rig: rig)
            #expect(try item(DetailsEndToEndTests.duo, in: directory)?.details == nil)
            let searches = rig.discogs.counters.searches
            let (status, _) = try catalog([DetailsEndToEndTests.duo, "--details"], in: directory, rig: rig)
            #expect(status == .success)
            #expect(rig.discogs.counters.searches == searches, "found before: not looked up again")
            #expect(rig.discogs.counters.releaseLookups == 1)
            #expect(try item(DetailsEndToEndTests.duo, in: directory)?.details != nil)
            // Once there, the details are not fetched again.
            _ = try catalog([DetailsEndToEndTests.duo, "--details"], in: directory, rig: rig)
            #expect(rig.discogs.counters.releaseLookups == 1)
        }
    }

    @Test func detailsFetchedForAnotherCatalogComeFromTheCache() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([DetailsEndToEndTests.duo, "--details", "--db", "one.sqlite"], in: directory, rig: rig)
            let store = try CatalogStore(path: directory + "/one.sqlite")
            let gtin = try GTIN(parsing: DetailsEndToEndTests.duo)
            // A re-lookup (as with --retry) forgets the item's details but not the cache.
            try store.recordResult(.error(.interrupted(service: .discogs)), for: .barcode(gtin))
            let (status, captured) = try catalog(
                [DetailsEndToEndTests.duo, "--details", "--db", "one.sqlite"], in: directory, rig: rig)
            #expect(status == .success)
            #expect(rig.discogs.counters.releaseLookups == 1)
            // Typed again, the barcode is a second copy (issue 10); both copies get the cached details.
            #expect(captured.err.contains("details of 2 releases (2 from the cache)"))
            #expect(captured.err.contains("already in the catalog: you have 2 copies now (item 2 is the new one"))
            #expect(try store.item(for: gtin)?.details?.tracks.isEmpty == false)
        }
    }

    @Test func detailsRequestsKeepWithinTheRateLimit() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 12)
        for index in 0..<12 {
            rig.discogs.addRelease([
                "id": .int(900_000_000 + index), "title": .string("Synthetic Album \(index)"),
                "tracklist": [["position": "1", "type_": "track", "title": "Only Track", "duration": "3:00"]],
            ])
        }
        try withScratchDirectory { directory in
            try rig.barcodes.joined(separator: "\n").write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let (status, captured) = try catalog(["list.txt", "--details"], in: directory, rig: rig)
            #expect(status == .success)
            #expect(rig.discogs.counters.requests == 24)
            #expect(rig.discogs.counters.tooManyRequests == 0)
            #expect(rig.discogs.counters.maxRequestsInWindow <= 10)
            #expect(captured.err.contains("24 requests (2.00 a barcode); details of 12 releases"))
        }
    }
}
