import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan scan --image` looking albums up in the fake Discogs: the same cards and JSON as `lookup`, with the photo.
@Suite struct ImageScanLookupTests {
    static let token = "imgscan-secret-token-8c1d"

    /// Its MusicBrainz knows nothing: asked, as under `--source auto`, when Discogs finds nothing.
    let rig: ServiceRig
    var server: FakeDiscogs { rig.discogs }

    init() throws { rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog()) }

    var environment: [String: String] { rig.environment() }

    /// Runs `cdscan scan --image` in Fixtures/images and checks that the token shows nowhere.
    func scan(_ arguments: [String], environment: [String: String]? = nil) throws -> CDScanBinary.Run {
        let run = try CDScanBinary.run(
            ["scan", "--image"] + arguments, environment: environment ?? self.environment,
            directory: ImageScanTests.images)
        #expect(!run.stdout.contains(Self.token))
        #expect(!run.stderr.contains(Self.token))
        return run
    }

    static let seedsCard = """
        The Seeds - Future (2013)
        CD x2, Album, Reissue, Remastered · Big Beat Records – CDWIK2 312 · UK & Europe
        Rock · Psychedelic Rock, Garage Rock
        https://www.discogs.com/release/4707982
        Data provided by Discogs.
        """

    @Test func aPhotoOfTheSeedsBarcodePrintsItsNameAndTheCard() throws {
        let run = try scan(["photos/easy.jpg"])
        #expect(run.status == 0)
        #expect(run.stdout == "photos/easy.jpg\n\(Self.seedsCard)\n")
        #expect(run.stderr == "")
    }

    @Test func jsonIsTheLookupObjectWithTheFile() throws {
        let run = try scan(["--json", "photos/easy.jpg"])
        #expect(run.status == 0)
        let line = try #require(run.stdout.split(separator: "\n").first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "photos/easy.jpg")
        #expect(object["status"] as? String == "found")
        #expect(object["barcode"] as? String == "0029667431224")
        #expect(object["input"] as? String == "029667431224")
        let album = try #require(object["album"] as? [String: Any])
        #expect(album["artist"] as? String == "The Seeds")
        #expect(album["release_id"] as? Int == 4707982)
    }

    @Test func eachDistinctCodeOnAPhotoIsLookedUpOnce() throws {
        let run = try scan(["multi/two-codes-one-twice.jpg"])
        #expect(run.status == 1)  // 5099750442227 is not in the fake catalogue
        #expect(
            run.stdout == """
                multi/two-codes-one-twice.jpg: 5099750442227: not found on Discogs or MusicBrainz \
                (searched "5099750442227", "5 099750 442227")

                multi/two-codes-one-twice.jpg
                \(Self.seedsCard)

                """)
        let seedsSearches = server.requests.filter { request in
            request.queryItems.contains { $0.name == "barcode" && $0.value == "029667431224" }
        }
        #expect(seedsSearches.count == 1)
    }

    @Test func photosWithoutBarcodesOrUnreadableAreLinesOfTheSameJSONStream() throws {
        let run = try scan(["--json", "photos/easy.jpg", "none/blank.png", "corrupt/truncated.jpg"])
        #expect(run.status == 65)
        let objects = try run.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["status"] as? String } == ["found", "no_barcode", "error"])
        #expect(
            objects.map { $0["file"] as? String } == ["photos/easy.jpg", "none/blank.png", "corrupt/truncated.jpg"])
        for object in objects.dropFirst() {
            #expect(object["album"] is NSNull)
            #expect((object["alternatives"] as? [Any])?.isEmpty == true)
        }
        #expect(run.stderr.contains("none/blank.png: no barcode found"))
        #expect(run.stderr.contains("cdscan: error: corrupt/truncated.jpg is cut short"))
    }

    @Test func aRefusedTokenExits77AndStopsWithoutShowingIt() throws {
        var environment = self.environment
        environment["DISCOGS_TOKEN"] = "refused-token-77bb"
        let run = try scan(["photos/easy.jpg", "photos/dim.jpg"], environment: environment)
        #expect(run.status == 77)
        #expect(run.stderr.contains("photos/easy.jpg: 029667431224: Discogs refused the token"))
        #expect(!run.stderr.contains("refused-token-77bb") && !run.stdout.contains("refused-token-77bb"))
        #expect(server.requests.count == 1)
    }

    @Test func discogsUnavailableExits69AndTheOtherPhotosAreStillTried() throws {
        server.failNext(10, with: .status(503))
        let run = try scan(["photos/easy.jpg", "none/blank.png"])
        #expect(run.status == 69)
        #expect(run.stderr.contains("cdscan: error: photos/easy.jpg: 029667431224: Discogs is not working right now"))
        #expect(run.stderr.contains("none/blank.png: no barcode found"))
    }

    @Test func catalogRecordsEachResultWithThePhotoAsSource() throws {
        try withTemporaryDirectory { directory in
            let csv = directory.appendingPathComponent("collection.csv").path
            let database = directory.appendingPathComponent("catalog.sqlite").path
            let run = try scan(["--catalog", csv, "--db", database, "photos/easy.jpg", "photos/dim.jpg"])
            #expect(run.status == 1)  // 075678264924 is not in the fake catalogue
            let text = try String(contentsOfFile: csv, encoding: .utf8)
            let rows = text.split(whereSeparator: \.isNewline)  // CRLF, as CSV has it
            #expect(rows.count == 3)
            #expect(text.contains("image:photos/easy.jpg"))
            #expect(text.contains("image:photos/dim.jpg"))
            #expect(text.contains("The Seeds"))
        }
    }

    @Test func catalogWithoutLookupRecordsTheBarcodesForLater() throws {
        try withTemporaryDirectory { directory in
            let csv = directory.appendingPathComponent("collection.csv").path
            let database = directory.appendingPathComponent("catalog.sqlite").path
            let run = try scan(["--no-lookup", "--catalog", csv, "--db", database, "photos/easy.jpg"])
            #expect(run.status == 0)
            #expect(server.requests.isEmpty)
            let text = try String(contentsOfFile: csv, encoding: .utf8)
            #expect(text.contains("image:photos/easy.jpg"))
            #expect(text.contains("029667431224"))
        }
    }

    @Test func catalogKeepsAPhotoWithoutABarcodeAsAnItemToLookAtOnce() throws {
        try withTemporaryDirectory { directory in
            let csv = directory.appendingPathComponent("collection.csv").path
            let database = directory.appendingPathComponent("catalog.sqlite").path
            let arguments = ["--catalog", csv, "--db", database, "photos/easy.jpg", "none/blank.png"]
            #expect(try scan(arguments).status == 1)
            #expect(try scan(arguments).status == 1)
            let text = try String(contentsOfFile: csv, encoding: .utf8)
            let rows = text.split(whereSeparator: \.isNewline)
            #expect(rows.filter { $0.contains("no_barcode") }.count == 1, "read twice, kept once: \(text)")
            #expect(rows.contains { $0.contains("unidentified") && $0.contains("image:none/blank.png") })
        }
    }
}
