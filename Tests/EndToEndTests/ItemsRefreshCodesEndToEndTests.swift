import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan items refresh` of the items that are not barcodes (catalogue numbers, discs, releases
/// from `items import`) through the built binary, against the fake Discogs and MusicBrainz, whose
/// answers the tests change between runs.
@Suite struct ItemsRefreshCodesEndToEndTests {
    static let token = "refresh-token-3f9b"
    static let export = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/discogs/collection-import.csv").path
    static let nevermindTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"
    static let nevermindDiscID = "I5l9cCSFccLKFEKS.7wqSZAorPU-"

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }
    var musicBrainz: FakeMusicBrainz { rig.musicBrainz }

    init() throws {
        rig = try ServiceRig(token: Self.token)
    }

    /// Runs `cdscan ARGUMENTS --db DIRECTORY/c.sqlite` (no dump index: XDG_DATA_HOME is the scratch directory's).
    func cdscan(_ arguments: [String], in directory: String, token: String? = Self.token) throws -> CDScanBinary.Run {
        var environment = rig.environment(token: false, ["XDG_DATA_HOME": directory + "/data", "NO_COLOR": "1"])
        environment["DISCOGS_TOKEN"] = token
        let run = try CDScanBinary.run(
            arguments + ["--db", directory + "/c.sqlite"], environment: environment,
            directory: URL(fileURLWithPath: directory))
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        return run
    }

    /// `items list --json` as one dictionary per item.
    func records(in directory: String) throws -> [[String: Any]] {
        try listing(in: directory).split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// `items list --json` as printed.
    func listing(in directory: String) throws -> String {
        let run = try cdscan(["items", "list", "--json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// The release ids Discogs was asked for, in order.
    var releaseRequests: [String] {
        discogs.requests.compactMap { $0.path.hasPrefix("/releases/") ? String($0.path.dropFirst(10)) : nil }
    }

    /// `value` (an object) with the members `changes` replaced.
    func changing(_ value: JSONValue?, _ changes: [String: JSONValue]) throws -> JSONValue {
        guard case .object(let members) = try #require(value) else { throw FixtureProblem.notAnObject }
        return .object(members.merging(changes) { $1 })
    }

    enum FixtureProblem: Error { case notAnObject }

    /// The album of item `index` (0-based) in `items`, as JSON.
    func album(_ items: [[String: Any]], _ index: Int) -> [String: Any]? {
        items[index]["album"] as? [String: Any]
    }

    @Test func aCatalogueNumberAndImportedReleasesPickUpWhatChangedAndAChosenReleaseStaysChosen() throws {
        try withScratchDirectory { directory in
            #expect(try cdscan(["items", "import", Self.export, "--no-progress"], in: directory).status == 65)
            let catno = try cdscan(["catalog", "catno:NEW 77", "-o", "-", "--source", "discogs"], in: directory)
            #expect(catno.status == 1, "not found yet: \(catno.stderr)")
            #expect(try cdscan(["items", "pick", "3", "1"], in: directory).status == 0)
            let before = try records(in: directory)
            #expect(before.map { $0["status"] as? String } == ["found", "found", "found", "not_found", "not_found"])
            // Discogs' edits since: a retitled release, a release back, a catalogue number now known.
            let live = discogs.catalog.release(id: 880801)
            discogs.addRelease(try changing(live, ["title": .string("Live At The Fixture Hall (Remastered)")]))
            discogs.addRelease(try changing(live, ["id": .int(880999), "title": .string("Withdrawn Release")]))
            let seeds = discogs.catalog.search(barcode: "0 29667 43122 4").first
            discogs.add(
                try changing(
                    seeds,
                    [
                        "id": .int(990077), "title": .string("The Seeds - Future (Deluxe)"), "catno": .string("NEW 77"),
                        "barcode": .array([]),
                    ]),
                answeringCatalogNumber: "NEW 77")
            let asked = releaseRequests.count
            let refresh = try cdscan(
                ["items", "refresh", "--all", "--source", "discogs", "--no-progress"], in: directory)
            #expect(refresh.status == 0, "\(refresh.stderr)")
            #expect(releaseRequests.dropFirst(asked) == ["4707982", "880801", "880999"], "each release once")
            let after = try records(in: directory)
            #expect(after.map { $0["status"] as? String } == ["found", "found", "found", "found", "found"])
            #expect(album(after, 2)?["title"] as? String == "Live At The Fixture Hall (Remastered)")
            #expect(after[2]["picked"] as? Bool == true, "the chosen release stays chosen")
            #expect(album(after, 3)?["title"] as? String == "Withdrawn Release")
            #expect(album(after, 4)?["title"] as? String == "Future (Deluxe)")
            #expect(after.map { $0["rating"] as? Int } == before.map { $0["rating"] as? Int }, "the import's own")
            #expect(after.map { $0["notes"] as? String } == before.map { $0["notes"] as? String })
        }
    }

    @Test func releasesWithoutDiscogsOrADumpIndexAreLeftAsTheyAreWithANote() throws {
        try withScratchDirectory { directory in
            #expect(try cdscan(["items", "import", Self.export, "--no-progress"], in: directory).status == 65)
            let before = try listing(in: directory)
            let asked = discogs.requests.count
            let note =
                "cdscan: 3 releases left as they are: a release is fetched by its id from Discogs "
                + "(DISCOGS_TOKEN) or a dump index, and this run has neither\n"
            let noToken = try cdscan(["items", "refresh", "--all", "--no-progress"], in: directory, token: nil)
            #expect(noToken.status == 0, "\(noToken.stderr)")
            #expect(noToken.stderr.hasSuffix(note), "nothing asked, nothing to sum up: \(noToken.stderr)")
            let musicBrainzOnly = try cdscan(
                ["items", "refresh", "--status", "not_found", "--source", "musicbrainz", "--no-progress"], in: directory
            )
            #expect(musicBrainzOnly.status == 0, "\(musicBrainzOnly.stderr)")
            #expect(musicBrainzOnly.stderr.contains("cdscan: 1 release left as they are: "))
            #expect(discogs.requests.count == asked && musicBrainz.requests.isEmpty, "nothing was asked")
            #expect(try listing(in: directory) == before, "no item changed, not even its attempts")
        }
    }

    @Test func allRefreshesEveryKindAndLeavesWhatHasNothingToLookUpBy() throws {
        try withScratchDirectory { directory in
            try "029667431224\nnot-a-barcode\ncatno:CDWIK2 312\n".write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            #expect(try cdscan(["catalog", "list.txt", "-o", "out.csv"], in: directory).status == 65)
            #expect(try cdscan(["items", "import", Self.export, "--no-progress"], in: directory).status == 65)
            let store = try CatalogStore(path: directory + "/c.sqlite", create: false)
            try store.record(
                discID: Self.nevermindDiscID, toc: Self.nevermindTOC, mcn: nil, as: .new, source: "test")
            let (searches, asked, discs) = (
                discogs.requests.count { $0.path == "/database/search" }, releaseRequests.count,
                musicBrainz.requests.count { $0.path.hasPrefix("/ws/2/discid/") }
            )
            let refresh = try cdscan(["items", "refresh", "--all", "--no-progress"], in: directory)
            #expect(refresh.status == 1, "880999 is still not found: \(refresh.stderr)")
            #expect(refresh.stderr.contains("cdscan: 1 item with nothing to look up by left as they are\n"))
            let searched = discogs.requests.filter { $0.path == "/database/search" }.dropFirst(searches)
            #expect(searched.contains { $0.query("barcode") == "029667431224" }, "the barcode")
            #expect(searched.contains { $0.query("catno") == "CDWIK2 312" }, "the catalogue number")
            #expect(releaseRequests.dropFirst(asked) == ["4707982", "880801", "880999"], "the releases")
            #expect(musicBrainz.requests.count { $0.path.hasPrefix("/ws/2/discid/") } == discs + 1, "the disc")
            let items = try records(in: directory)
            #expect(
                items.map { $0["kind"] as? String } == [
                    "barcode", "invalid", "catalog_number", "release", "release", "release", "release", "disc_id",
                ])
            #expect(
                items.map { $0["status"] as? String } == [
                    "found", "invalid", "found", "found", "found", "found", "not_found", "found",
                ])
        }
    }
}
