import FakeServices
import Foundation
import SQLite
import TestSupport
import Testing

/// Lookups and catalogues answered from the dump index through the built binary, with the fake
/// Discogs watching: what the index knows costs no request at all.
@Suite struct DumpLookupEndToEndTests {
    static let token = "dump-test-token"

    final class Setup {
        let home: DumpEndToEndTests.Home
        let discogs: FakeDiscogs

        init() throws {
            home = try DumpEndToEndTests.Home()
            discogs = FakeDiscogs(configuration: .init(token: DumpLookupEndToEndTests.token), catalog: try .bundled())
            _ = try discogs.start()
        }

        deinit { discogs.stop() }

        func cdscan(_ arguments: [String], token: Bool = true, stdin: String? = nil) throws -> CDScanBinary.Run {
            var environment = home.environment
            environment["DISCOGS_API_URL"] = discogs.baseURL
            if token { environment["DISCOGS_TOKEN"] = DumpLookupEndToEndTests.token }
            return try CDScanBinary.run(arguments, environment: environment, directory: home.directory, stdin: stdin)
        }
    }

    /// Every barcode with a GTIN in Fixtures/dump/releases.xml.
    static let indexed = ["029667431224", "077774600125", "0720642442524", "074643811224", "2000999000027"]

    @Test(.enabled(if: DumpEndToEndTests.built())) func catalogFromTheIndexMakesNoRequestAtAll() throws {
        let setup = try Setup()
        let list = Self.indexed.joined(separator: "\n") + "\n"
        // --any-prefix: the last fixture barcode has the in-store prefix 200.
        let run = try setup.cdscan(
            ["catalog", "-", "-o", "out.csv", "--no-progress", "--pick", "best", "--any-prefix"], stdin: list)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(setup.discogs.requests.isEmpty)
        let csv = try String(contentsOf: setup.home.directory.appendingPathComponent("out.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\r\n").dropFirst()
        #expect(rows.count == Self.indexed.count)
        // The service column, which the copy columns (item, kind, copies, ...) now follow.
        #expect(rows.allSatisfy { $0.contains(",discogs-dump,") })
        #expect(csv.contains("The Seeds,Future,2013"))
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func sourceDumpNeedsNoTokenAndAsksNobody() throws {
        let setup = try Setup()
        let found = try setup.cdscan(["lookup", "--source", "dump", "--json", "0 29667 43122 4"], token: false)
        #expect(found.status == 0, "\(found.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
        let album = try #require(object["album"] as? [String: Any])
        #expect(album["source"] as? String == "discogs-dump")
        #expect(album["source_date"] as? String == "2025-11-01")
        #expect(album["release_id"] as? Int == 4_707_982)
        // Abbey Road is on the fake Discogs but not in the index: --source dump does not ask.
        let missing = try setup.cdscan(["lookup", "--source", "dump", "077774644624"])
        #expect(missing.status == 1)
        #expect(setup.discogs.requests.isEmpty)
    }

    /// Issue 41 point 6: `--catno` from the index alone, a release without a barcode among
    /// them; "not found on the Discogs data dump" (the source named); an index imported
    /// before catalogue numbers were kept says, in one line, to import the dump again.
    @Test(.enabled(if: DumpEndToEndTests.built())) func theIndexAnswersCatalogueNumbers() throws {
        let setup = try Setup()
        let found = try setup.cdscan(["lookup", "--source", "dump", "--json", "--catno", "dgcd 24425"], token: false)
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("\"release_id\":880201"), "\(found.stdout)")
        let withoutBarcode = try setup.cdscan(["lookup", "--source", "dump", "--catno", "FIX 021"], token: false)
        #expect(withoutBarcode.status == 0, "\(withoutBarcode.stderr)")
        #expect(withoutBarcode.stdout.contains("No Barcode"), "\(withoutBarcode.stdout)")
        let missing = try setup.cdscan(["lookup", "--source", "dump", "--catno", "CK 63628"], token: false)
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(missing.stdout == "catalogue number CK 63628: not found on the Discogs data dump\n")
        // With a token, auto finds it in the index without asking Discogs.
        let auto = try setup.cdscan(["lookup", "--json", "--catno", "FIX 021"])
        #expect(auto.status == 0 && auto.stdout.contains("\"source\":\"discogs-dump\""), "\(auto.stderr)")
        #expect(setup.discogs.requests.isEmpty)
        try Database(path: setup.home.index, mode: .readWrite).execute(
            "UPDATE meta SET value = '2' WHERE key = 'format'; PRAGMA journal_mode=DELETE")
        let older = try setup.cdscan(["lookup", "--source", "dump", "--catno", "FIX 021"], token: false)
        #expect(older.status == 69, "\(older.stderr)")
        #expect(
            older.stderr
                == "cdscan: error: catalogue number FIX 021: the dump index \(setup.home.index) was made by an older "
                + "cdscan and holds no catalogue numbers: import the dump again (cdscan dump import FILE) to look "
                + "them up offline.\n")
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func autoAsksTheServicesOnlyForWhatTheIndexDoesNotKnow() throws {
        let setup = try Setup()
        let run = try setup.cdscan(["lookup", "--json", "029667431224", "077774644624"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("\"source\":\"discogs-dump\""))
        #expect(lines[1].contains("\"source\":\"discogs\""))
        let searched = setup.discogs.requests.compactMap { $0.target.contains("barcode=") ? $0.target : nil }
        #expect(!searched.isEmpty)
        #expect(!searched.contains { $0.contains("029667431224") })
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func detailsComeFromTheIndexWhenTracklistsWereImported() throws {
        let setup = try Setup()
        #expect(try setup.cdscan(["dump", "import", DumpEndToEndTests.good, "--tracklists"]).status == 0)
        let run = try setup.cdscan(
            ["lookup", "--source", "dump", "--details", "--any-prefix", "2000999000027"], token: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Mrs. Robinson"))
        #expect(run.stdout.contains("Credits:\n  Producer – Roy Halee (1-1 to 1-3)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Identifiers:\n  Barcode: 2 000999 000027\n"), "\(run.stdout)")
        #expect(setup.discogs.requests.isEmpty)
    }

    /// A dump answer whose tracklist the index lacks takes it from Discogs' release page: the card
    /// credits both sources, and the JSON says who gave the details.
    @Test(.enabled(if: DumpEndToEndTests.built())) func detailsFromDiscogsForADumpAnswerCreditBoth() throws {
        let setup = try Setup()
        let card = try setup.cdscan(["lookup", "--details", "029667431224"])
        #expect(card.status == 0, "\(card.stderr)")
        #expect(setup.discogs.requests.contains { $0.path == "/releases/4707982" })
        #expect(card.stdout.contains("Data provided by Discogs (monthly data dump, CC0). Dump of 2025-11-01.\n"))
        #expect(card.stdout.hasSuffix("Tracklist and credits provided by Discogs.\n"), "\(card.stdout)")
        let json = try setup.cdscan(["lookup", "--details", "--json", "029667431224"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let album = try #require(object["album"] as? [String: Any])
        let details = try #require(object["details"] as? [String: Any])
        #expect(album["source"] as? String == "discogs-dump")
        #expect(details["source"] as? String == "discogs")
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func detailsFromTheIndexAreCreditedOnce() throws {
        let setup = try Setup()
        #expect(try setup.cdscan(["dump", "import", DumpEndToEndTests.good, "--tracklists"]).status == 0)
        let run = try setup.cdscan(["lookup", "--source", "dump", "--details", "029667431224"], token: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Data provided by Discogs (monthly data dump, CC0)."))
        #expect(!run.stdout.contains("Tracklist and credits provided by"))
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func sourceDumpWithoutAnIndexExits66() throws {
        let setup = try Setup()
        #expect(try setup.cdscan(["dump", "remove"]).status == 0)
        let run = try setup.cdscan(["lookup", "--source", "dump", "029667431224"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("cdscan dump import"))
    }
}
