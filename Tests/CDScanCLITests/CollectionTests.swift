import Barcode
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// `--add-to-collection` through the built binary against the fake Discogs and its in-memory collection.
@Suite struct CollectionEndToEndTests {
    static let token = "collection-secret-token-c4f2"

    let discogs: FakeDiscogs
    let musicBrainz: FakeMusicBrainz

    init() throws {
        discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        musicBrainz = FakeMusicBrainz(catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
    }

    func run(_ arguments: [String], token: String? = CollectionEndToEndTests.token) throws -> CDScanBinary.Run {
        var environment = [
            "DISCOGS_API_URL": discogs.baseURL, "MUSICBRAINZ_API_URL": musicBrainz.baseURL,
            "CDSCAN_RETRY_DELAY": "0.01",
        ]
        if let token { environment["DISCOGS_TOKEN"] = token }
        let run = try CDScanBinary.run(["lookup"] + arguments, environment: environment)
        for secret in [Self.token, token ?? Self.token] {
            #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
        }
        return run
    }

    var posts: [RecordedRequest] { discogs.requests.filter { $0.method == "POST" } }

    @Test func aReleaseIsAddedOnceAndThenFoundThere() throws {
        let first = try run(["--add-to-collection", KnownBarcodes.seeds])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(first.stderr == "cdscan: 029667431224: added to your Discogs collection (folder Uncategorized)\n")
        let second = try run(["--add-to-collection", KnownBarcodes.seeds])
        #expect(second.status == 0)
        #expect(
            second.stderr == "cdscan: 029667431224: already in your Discogs collection (folder Uncategorized)\n")
        #expect(posts.count == 1, "Discogs adds duplicates, so cdscan checks first")
        #expect(posts.first?.path == "/users/cdscan-tester/collection/folders/1/releases/4707982")
        #expect(discogs.collection.instances(of: 4707982).count == 1)
    }

    @Test func theFolderIsChosenByNameInAnyCaseAndReportedInJSON() throws {
        let run = try run(["--json", "--add-to-collection", "--folder", "cds", KnownBarcodes.seeds])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let collection = try #require(object["collection"] as? [String: Any])
        #expect(collection["status"] as? String == "added")
        #expect(collection["folder"] as? String == "CDs")
        #expect(collection["folder_id"] as? Int == 2)
        #expect(collection["instance_id"] is Int)
        #expect(discogs.collection.instances(of: 4707982).map(\.folderID) == [2])
    }

    @Test func withoutTheOptionTheCollectionIsNotTouched() throws {
        let run = try run(["--json", KnownBarcodes.seeds])
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["collection"] is NSNull)
        #expect(discogs.requests.map(\.path) == ["/database/search"])
    }

    @Test func anUnknownFolderExits64WithTheFoldersThereAreBeforeAnyLookup() throws {
        let run = try run(["--add-to-collection", "--folder", "Vinyl", KnownBarcodes.seeds])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "cdscan: error: there is no collection folder \"Vinyl\"; choose one of \"Uncategorized\", \"CDs\" "
                + "by name or number, or create it on the Discogs website first.\n")
        #expect(run.stdout == "")
        #expect(discogs.counters.searches == 0)
    }

    @Test func aRefusedTokenExits77BeforeAnyLookup() throws {
        let run = try run(["--add-to-collection", KnownBarcodes.seeds], token: "refused-token-77cc")
        #expect(run.status == 77)
        #expect(run.stderr.hasPrefix("cdscan: error: Discogs refused the token (HTTP 401)"))
        #expect(discogs.counters.searches == 0)
        #expect(posts.isEmpty)
    }

    @Test func aTokenThatMayNotUseTheCollectionExits77() throws {
        // Identity answers; the folders of that user are refused, as for a token of another account.
        discogs.scriptNext([.ok, .raw(.json(#"{"message": "You don't have permission."}"#, status: 403))])
        let run = try run(["--add-to-collection", KnownBarcodes.seeds])
        #expect(run.status == 77)
        #expect(
            run.stderr.hasPrefix("cdscan: error: Discogs does not let this token use the collection of cdscan-tester"))
    }

    @Test func withoutATokenAddingExits78() throws {
        let run = try run(["--add-to-collection", KnownBarcodes.seeds], token: nil)
        #expect(run.status == 78)
        #expect(run.stderr.hasPrefix("cdscan: error: DISCOGS_TOKEN is not set"))
        #expect(musicBrainz.requests.isEmpty)
    }

    @Test func musicBrainzAloneCannotAdd() throws {
        let run = try run(["--add-to-collection", "--source", "musicbrainz", KnownBarcodes.seeds])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("cdscan: error: '--add-to-collection' adds Discogs releases"))
    }

    @Test func aBarcodeNobodyKnowsAddsNothingAndExits1() throws {
        let run = try run(["--add-to-collection", KnownBarcodes.unknown])
        #expect(run.status == 1)
        #expect(posts.isEmpty)
    }

    @Test func oneAddedAndOneLeftOutExits1AndAddsTheOne() throws {
        let run = try run(["--add-to-collection", KnownBarcodes.seeds, "077774644129"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("029667431224: added to your Discogs collection (folder Uncategorized)"))
        #expect(
            run.stderr.contains("077774644129: not added to your Discogs collection: the answer is from MusicBrainz"))
        #expect(posts.count == 1)
    }

    @Test func aFolderWithoutAddingIsAUsageError() throws {
        let run = try run(["--folder", "CDs", KnownBarcodes.seeds])
        #expect(run.status == 64)
    }

    @Test func aMusicBrainzAnswerIsNotAddedSaysSoAndExits1() throws {
        // Revolver: not on the fake Discogs, so MusicBrainz answers.
        let run = try run(["--json", "--add-to-collection", "077774644129"])
        #expect(run.status == 1, "nothing was added")
        #expect(
            run.stderr == "cdscan: 077774644129: not added to your Discogs collection: the answer is from MusicBrainz\n"
        )
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["collection"] as? [String: Any])?["status"] as? String == "skipped")
        #expect(posts.isEmpty)
    }
}

/// The camera checks the collection folder before it opens.
@Suite struct CameraCollectionTests {
    @Test func anUnknownFolderExits64BeforeTheCameraOpens() throws {
        let discogs = FakeDiscogs(catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        defer { discogs.stop() }
        let script = CameraScript([.frame([CameraFixtures.sighting(CameraFixtures.upc)])])
        let opened = OpenedFlag()
        let captured = CapturedConsole()
        let status = CameraFixtures.scan(
            ["--frames", "1", "--add-to-collection", "--folder", "Vinyl"], script: script, console: captured,
            camera: CameraFixtures.camera(script, opened: opened), lookups: .live,
            variables: [
                "DISCOGS_TOKEN": FakeDiscogs.defaultToken, "DISCOGS_API_URL": discogs.baseURL,
                "MUSICBRAINZ_API_URL": CDScanBinary.nowhere,
            ])
        #expect(status == .usage)
        #expect(!opened.value)
        #expect(captured.err.hasPrefix("cdscan: error: there is no collection folder \"Vinyl\""))
    }

    @Test func theChosenReleaseIsAddedFromTheLookupThread() throws {
        let discogs = FakeDiscogs(catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        defer { discogs.stop() }
        let script = CameraScript([.frame([CameraFixtures.sighting(CameraFixtures.upc)])])
        let captured = CapturedConsole()
        let status = CameraFixtures.scan(
            ["--frames", "1", "--add-to-collection"], script: script, console: captured, lookups: .live,
            variables: [
                "DISCOGS_TOKEN": FakeDiscogs.defaultToken, "DISCOGS_API_URL": discogs.baseURL,
                "MUSICBRAINZ_API_URL": CDScanBinary.nowhere,
            ])
        #expect(status == .success)
        #expect(captured.err.contains("cdscan: 029667431224: added to your Discogs collection (folder Uncategorized)"))
        #expect(discogs.collection.instances(of: 4707982).count == 1)
    }
}

/// `catalog --add-to-collection` in-process, recorded in the database.
@Suite struct CatalogCollectionTests {
    func catalog(
        _ arguments: [String], in directory: String, rig: DiscogsRig, token: String = DiscogsRig.token,
        answers: [String] = []
    ) throws -> (ExitCode, CapturedConsole) {
        let (options, positionals) = try parsed(arguments, CatalogCommand.spec, .init())
        let captured = CapturedConsole(stderrIsTerminal: !answers.isEmpty)
        let typed = TypedAnswers(answers)
        var context = terminalContext(
            captured, answers: typed, environment: ["XDG_DATA_HOME": directory], directory: directory, time: rig.time)
        context.stdinIsTerminal = !answers.isEmpty
        context.lookupServices = rig.services(token: token)
        let status = CatalogCommand.main(
            options, arguments: positionals, context: context)
        return (status, captured)
    }

    var databasePath: (String) -> String { { $0 + "/cdscan/catalog.sqlite" } }

    func item(_ barcode: String, in directory: String) throws -> CatalogItem? {
        try CatalogStore(path: databasePath(directory), create: false).item(for: try GTIN(parsing: barcode))
    }

    @Test func foundReleasesAreAddedAndRecordedAndARerunAddsNothing() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let (status, captured) = try catalog(
                [KnownBarcodes.seeds, KnownBarcodes.unknown, "--add-to-collection", "--folder", "2", "-o", "out.csv"],
                in: directory, rig: rig)
            #expect(status == .notFound)
            #expect(
                try item(KnownBarcodes.seeds, in: directory)?.collection
                    == CollectionEntry(status: .added, folder: "CDs"))
            #expect(try item(KnownBarcodes.unknown, in: directory)?.collection == nil)
            #expect(captured.err.contains("cdscan: 029667431224: added to your Discogs collection (folder CDs)"))
            #expect(captured.err.contains("Discogs collection: 1 added, 0 already there"))
            let requests = rig.discogs.counters.requests
            // The same list again: the same copy, which says it is added (a barcode typed again
            // would be a second copy, issue 10).
            try "\(KnownBarcodes.seeds)\n".write(toFile: directory + "/again.txt", atomically: true, encoding: .utf8)
            _ = try catalog(["again.txt", "--add-to-collection", "--folder", "CDs"], in: directory, rig: rig)
            _ = try catalog(["again.txt", "--add-to-collection", "--folder", "CDs"], in: directory, rig: rig)
            #expect(rig.discogs.requests.filter { $0.method == "POST" }.count == 1)
            #expect(rig.discogs.requests.filter { $0.method == "POST" }.count == 1)
            let afterFirstList = rig.discogs.counters.requests
            _ = try catalog(["again.txt", "--add-to-collection", "--folder", "CDs"], in: directory, rig: rig)
            #expect(
                rig.discogs.counters.requests == afterFirstList + 2, "only the folder check: the item says it is added")
            #expect(afterFirstList > requests)
            let discogsCSV = try catalog(["--format", "discogs", KnownBarcodes.seeds], in: directory, rig: rig).1.out
            #expect(discogsCSV.contains(",4707982,CDs,"))
        }
    }

    @Test func aReleaseAlreadyInTheCollectionIsRecordedAsSuch() throws {
        let rig = try DiscogsRig()
        rig.discogs.updateCollection { $0.add(releaseID: 4707982, folderID: 2) }
        try withScratchDirectory { directory in
            let (status, captured) = try catalog([KnownBarcodes.seeds, "--add-to-collection"], in: directory, rig: rig)
            #expect(status == .success)
            #expect(
                try item(KnownBarcodes.seeds, in: directory)?.collection
                    == CollectionEntry(status: .alreadyThere, folder: "CDs"))
            #expect(captured.err.contains("Discogs collection: 0 added, 1 already there"))
            #expect(rig.discogs.requests.filter { $0.method == "POST" }.isEmpty)
        }
    }

    @Test func aReviewedChoiceIsAddedToo() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([CatalogPickTests.darkSide], in: directory, rig: rig)
            let (status, _) = try catalog(
                ["--review", "--add-to-collection"], in: directory, rig: rig, answers: ["2"])
            #expect(status == .success)
            #expect(rig.discogs.collection.instances(of: 880302).count == 1)
            #expect(try item(CatalogPickTests.darkSide, in: directory)?.collection?.status == .added)
        }
    }

    @Test func aRefusedTokenStopsTheBatchBeforeAnyLookupAndNeverReachesTheCatalog() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let (status, captured) = try catalog(
                [KnownBarcodes.seeds, "--add-to-collection", "-o", "out.csv"], in: directory, rig: rig,
                token: "refused-catalog-token-1e9")
            #expect(status == .permission)
            #expect(captured.err.contains("Discogs refused the token"))
            #expect(rig.discogs.counters.searches == 0)
            #expect(try item(KnownBarcodes.seeds, in: directory)?.status == .pending)
            for path in [databasePath(directory), directory + "/out.csv"] {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(bytes.range(of: Data("refused-catalog-token-1e9".utf8)) == nil)
                #expect(bytes.range(of: Data(DiscogsRig.token.utf8)) == nil)
            }
            #expect(
                !captured.err.contains("refused-catalog-token-1e9")
                    && !captured.out.contains("refused-catalog-token-1e9"))
        }
    }

    @Test func anUnknownFolderStopsTheBatchWith64() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let (status, captured) = try catalog(
                [KnownBarcodes.seeds, "--add-to-collection", "--folder", "Shelf 9"], in: directory, rig: rig)
            #expect(status == .usage)
            #expect(captured.err.contains("there is no collection folder \"Shelf 9\"; choose one of"))
            #expect(rig.discogs.counters.searches == 0)
        }
    }
}
