import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan items import` answered from the dump index, with the fake Discogs watching: the
/// releases the index holds cost no request.
@Suite struct ItemsImportDumpTests {
    static let export = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/discogs/collection-import.csv").path

    func statuses(_ setup: DumpLookupEndToEndTests.Setup) throws -> [(String?, String?)] {
        let run = try setup.cdscan(["items", "list", "--json"])
        return try run.stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (object["status"] as? String, (object["album"] as? [String: Any])?["source"] as? String)
        }
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func sourceDumpFetchesFromTheIndexWithoutARequestOrAToken() throws {
        let setup = try DumpLookupEndToEndTests.Setup()
        let run = try setup.cdscan(["items", "import", Self.export, "--source", "dump", "--no-progress"], token: false)
        #expect(run.status == 65, "the row with a bad id: \(run.stderr)")
        #expect(setup.discogs.requests.isEmpty)
        let items = try statuses(setup)
        #expect(items.map(\.0) == ["found", "found", "found", "not_found"], "880999 is not in the index")
        #expect(items.prefix(3).allSatisfy { $0.1 == "discogs-dump" })
        // The dump's releases are Discogs releases: --format discogs writes them.
        let export = try setup.cdscan(["export", "--format", "discogs"], token: false)
        let rows = try CSVReader().rows(in: export.stdout).dropFirst()
        #expect(rows.map { $0[7] } == ["4707982", "4707982", "880801"])
        #expect(export.stderr.contains("wrote 3 of 4 items for Discogs; left out 1: 1 not found"))
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func autoAsksDiscogsOnlyForWhatTheIndexLacks() throws {
        let setup = try DumpLookupEndToEndTests.Setup()
        let run = try setup.cdscan(["items", "import", Self.export, "--no-progress"])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(setup.discogs.requests.map(\.path) == ["/releases/880999"])
        #expect(try statuses(setup).map(\.0) == ["found", "found", "found", "not_found"])
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func autoWithoutATokenSaysTheIndexAloneAnswers() throws {
        let setup = try DumpLookupEndToEndTests.Setup()
        let run = try setup.cdscan(["items", "import", Self.export, "--no-progress"], token: false)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(
            run.stderr.contains("no DISCOGS_TOKEN: releases the dump index does not hold are recorded as not found"))
        #expect(setup.discogs.requests.isEmpty)
    }

    @Test(.enabled(if: DumpEndToEndTests.built()))
    func refreshingWithTheIndexAloneLeavesAReleaseItLacksAsItIs() throws {
        let setup = try DumpLookupEndToEndTests.Setup()
        // 880999 is not in the index: Discogs answers it this time.
        guard case .object(let live) = try #require(setup.discogs.catalog.release(id: 880801)) else {
            Issue.record("the fixture release is not an object")
            return
        }
        setup.discogs.addRelease(.object(live.merging(["id": .int(880999), "title": .string("Withdrawn")]) { $1 }))
        #expect(try setup.cdscan(["items", "import", Self.export, "--no-progress"]).status == 65)
        #expect(try statuses(setup).map(\.0) == ["found", "found", "found", "found"])
        let before = try setup.cdscan(["items", "list", "--json"], token: false).stdout
        let asked = setup.discogs.requests.count
        let refresh = try setup.cdscan(["items", "refresh", "--all", "--no-progress"], token: false)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(refresh.stderr.contains("1 release left as they are"), "\(refresh.stderr)")
        #expect(setup.discogs.requests.count == asked, "no token: nothing is asked of Discogs")
        let after = try setup.cdscan(["items", "list", "--json"], token: false).stdout
        let withdrawn = { (text: String) in text.split(separator: "\n").filter { $0.contains("Withdrawn") } }
        #expect(withdrawn(after) == withdrawn(before) && withdrawn(after).count == 1, "880999 kept as it was")
        #expect(try statuses(setup).map(\.0) == ["found", "found", "found", "found"])
    }
}
