import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `--source` and the MusicBrainz fallback through the built binary, against a fake Discogs
/// and a fake MusicBrainz with the bundled fixtures. MusicBrainz allows one request a second,
/// and cdscan keeps to it in real time here, so each test asks it only a few times.
@Suite struct SourceEndToEndTests {
    static let token = "source-secret-token-51e0"
    /// The Beatles, "Revolver": on the fake MusicBrainz, not on the fake Discogs.
    static let revolver = "077774644129"
    /// The Seeds, "Future": on both.
    static let seeds = "029667431224"

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }
    var musicBrainz: FakeMusicBrainz { rig.musicBrainz }

    init() throws {
        rig = try ServiceRig(token: Self.token)
    }

    func environment(token: Bool) -> [String: String] {
        rig.environment(token: token)
    }

    func run(_ arguments: [String], token: Bool) throws -> CDScanBinary.Run {
        let run = try withTemporaryDirectory { directory in
            try CDScanBinary.run(arguments, environment: environment(token: token), directory: directory)
        }
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        return run
    }

    @Test func withoutATokenMusicBrainzAnswersAndANoteSaysHowATokenAddsDiscogs() throws {
        let run = try run(["lookup", Self.revolver], token: false)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Beatles - Revolver (1987)\n"))
        #expect(run.stdout.hasSuffix("Data provided by MusicBrainz.\n"))
        #expect(
            run.stderr == "cdscan: no DISCOGS_TOKEN: asking MusicBrainz only (a Discogs token adds Discogs: "
                + "https://www.discogs.com/settings/developers)\n")
        #expect(discogs.requests.isEmpty)
        let userAgent = try #require(musicBrainz.requests.first?.headers["User-Agent"])
        #expect(userAgent.hasPrefix("cdscan/") && userAgent.hasSuffix(" ( https://github.com/cdscan/cdscan )"))
    }

    @Test func withoutATokenMusicBrainzIsAskedAtMostOnceASecond() throws {
        let run = try run(["lookup", "--json", Self.revolver, Self.seeds], token: false)
        #expect(run.status == 0)
        let albums = try run.stdout.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["album"] as? [String: Any])
        }
        #expect(albums.map { $0["source"] as? String } == ["musicbrainz", "musicbrainz"])
        #expect(musicBrainz.counters.searches == 2)
        #expect(musicBrainz.counters.rateLimited == 0)
        #expect(musicBrainz.counters.maxRequestsInWindow == 1)
    }

    @Test func withoutATokenAPhotoIsLookedUpOnMusicBrainz() throws {
        let photos = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images")
        let run = try CDScanBinary.run(
            ["scan", "--image", "photos/easy.jpg"], environment: environment(token: false), directory: photos)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("photos/easy.jpg\nThe Seeds - Future (2013)\n"))
        #expect(run.stdout.hasSuffix("Data provided by MusicBrainz.\n"))
        #expect(run.stderr.hasPrefix("cdscan: no DISCOGS_TOKEN: asking MusicBrainz only"))
        #expect(discogs.requests.isEmpty)
    }

    @Test func whenDiscogsFindsNothingMusicBrainzAnswersAndTheJSONSaysSo() throws {
        let run = try run(["lookup", "--json", Self.revolver], token: true)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let album = try #require(object["album"] as? [String: Any])
        #expect(album["source"] as? String == "musicbrainz")
        #expect((album["url"] as? String)?.hasPrefix("https://musicbrainz.org/release/") == true)
        #expect(discogs.counters.searches == 3, "every Discogs search form first")
        #expect(musicBrainz.counters.searches == 1)
    }

    @Test func whatDiscogsFindsIsNotAskedOfMusicBrainz() throws {
        let run = try run(["lookup", Self.seeds], token: true)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("Data provided by Discogs.\n"))
        #expect(musicBrainz.requests.isEmpty)
    }

    @Test func whenDiscogsFailsMusicBrainzAnswersWithAWarning() throws {
        discogs.failNext(10, with: .status(503))
        let run = try run(["lookup", Self.seeds], token: true)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("Data provided by MusicBrainz.\n"))
        #expect(run.stderr.hasPrefix("cdscan: warning: 029667431224: Discogs is not working right now (HTTP 503"))
        #expect(run.stderr.hasSuffix("; MusicBrainz answered instead\n"))
    }

    @Test func sourceMusicBrainzAsksMusicBrainzAloneEvenWithAToken() throws {
        let run = try run(["lookup", "--source", "musicbrainz", Self.seeds], token: true)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(run.stdout.hasSuffix("Data provided by MusicBrainz.\n"))
        #expect(run.stderr == "", "no note: MusicBrainz alone was asked for")
        #expect(discogs.requests.isEmpty)
    }

    @Test func sourceDiscogsNeverFallsBack() throws {
        let run = try run(["lookup", "--source", "discogs", Self.revolver], token: true)
        #expect(run.status == 1)
        #expect(
            run.stdout == "077774644129: not found on Discogs "
                + "(searched \"077774644129\", \"0077774644129\", \"0 77774 64412 9\")\n")
        #expect(musicBrainz.requests.isEmpty)
    }

    @Test func anUnknownSourceIsAUsageError() throws {
        let run = try run(["lookup", "--source", "allmusic", Self.seeds], token: true)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("cdscan: error: '--source' is auto, dump, discogs or musicbrainz, not 'allmusic'\n"))
    }

    @Test func theCatalogCSVNamesTheServiceOfEachRelease() throws {
        try withTemporaryDirectory { directory in
            var environment = environment(token: true)
            environment["XDG_DATA_HOME"] = directory.path
            let run = try CDScanBinary.run(
                ["catalog", Self.seeds, Self.revolver, "--no-progress"], environment: environment,
                directory: directory)
            #expect(run.status == 0)
            let rows = try CSVReader().rows(in: run.stdout)
            #expect(rows[0][17] == "service")
            #expect(
                rows.dropFirst().map { [$0[0], $0[1], $0[17]] } == [
                    ["0029667431224", "found", "discogs"], ["0077774644129", "found", "musicbrainz"],
                ])
            #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        }
    }
}
