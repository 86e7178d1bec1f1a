import Catalog
import Foundation
import TestSupport
import Testing

/// A release's country in one form whatever answered (issue 29, point 6): the ISO code in the
/// data, the English name on cards and in the gallery, a catalogue an older cdscan wrote included.
@Suite struct CountryEndToEndTests {
    static let token = "country-token-29"
    /// Nirvana, "Nevermind": "US" in both fakes' data; MusicBrainz' answer was written "United States".
    static let nevermind = "0720642442524"
    let rig: ServiceRig

    init() throws { rig = try ServiceRig(token: Self.token) }

    func cdscan(_ arguments: [String], in directory: String? = nil) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            arguments, environment: rig.environment(["XDG_DATA_HOME": "/nonexistent-cdscan-data"]),
            directory: directory.map { URL(fileURLWithPath: $0) })
    }

    func album(_ run: CDScanBinary.Run) throws -> [String: Any] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(object["album"] as? [String: Any])
    }

    @Test func musicBrainzAndDiscogsGiveTheSameCodeAndTheCardNamesIt() throws {
        let musicBrainz = try cdscan(["lookup", "--json", "--source", "musicbrainz", Self.nevermind])
        #expect(try album(musicBrainz)["country"] as? String == "US", "\(musicBrainz.stdout)")
        let discogs = try cdscan(["lookup", "--json", "--source", "discogs", Self.nevermind])
        #expect(try album(discogs)["country"] as? String == "US", "\(discogs.stdout)")
        let card = try cdscan(["lookup", "--source", "musicbrainz", Self.nevermind])
        #expect(card.stdout.contains(" · United States\n"), "\(card.stdout)")
    }

    @Test func anOlderCatalogueIsReadInCodesAndTheGalleryDrawsOneBarPerCountry() throws {
        try withScratchDirectory { directory in
            try "\(Self.nevermind)\n\(Self.nevermind)\n".write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let catalog = try cdscan(
                ["catalog", "--db", "c.sqlite", "list.txt", "-o", "out.csv", "--no-progress", "--source", "discogs"],
                in: directory)
            #expect(catalog.status == 0, "\(catalog.stderr)")
            // The first copy as an older cdscan stored a MusicBrainz answer: the country's name.
            let sqlite = Process()
            sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            sqlite.arguments = [
                directory + "/c.sqlite",
                "UPDATE items SET album = replace(album, '\"country\":\"US\"', '\"country\":\"United States\"') "
                    + "WHERE id = 1",
            ]
            try sqlite.run()
            sqlite.waitUntilExit()
            #expect(sqlite.terminationStatus == 0)
            let export = try cdscan(["export", "--db", "c.sqlite"], in: directory)
            let table = try CSVReader(undoesFormulaDefence: false).rows(in: export.stdout)
            let country = try #require(table.first?.firstIndex(of: "country"))
            #expect(table.dropFirst().map { $0[country] } == ["US", "US"])
            let site = try cdscan(["export", "--format", "html", "-o", "site", "--db", "c.sqlite"], in: directory)
            #expect(site.status == 0, "\(site.stderr)")
            let stats = try String(contentsOfFile: directory + "/site/stats.html", encoding: .utf8)
            #expect(stats.contains("United States"))
            #expect(!stats.contains(">US<"), "one bar, named, for the one country")
        }
    }
}
