import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan items list|show|edit|pick|remove|refresh` through the built binary, against the fake Discogs.
@Suite struct ItemsEndToEndTests {
    static let token = "items-token-5d1e"
    /// The Seeds (found), Dark Side of the Moon (two CDs: ambiguous), and a line that is no barcode.
    static let list = "029667431224\n077774600125\nnot-a-barcode\n"
    static let seeds = "0029667431224"
    static let darkSide = "0077774600125"

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    var environment: [String: String] {
        rig.environment(["XDG_DATA_HOME": "/nonexistent-cdscan-data"])
    }

    var searches: Int { discogs.requests.count { $0.path == "/database/search" } }

    /// Runs `cdscan ARGUMENTS --db DATABASE`.
    func cdscan(_ arguments: [String], _ database: String, environment: [String: String]? = nil) throws
        -> CDScanBinary.Run
    {
        try CDScanBinary.run(arguments + ["--db", database], environment: environment ?? self.environment)
    }

    /// A catalogue of `Self.list` (items 1, 2, 3) in `directory`.
    func catalogue(in directory: String) throws -> String {
        let database = directory + "/c.sqlite"
        let list = directory + "/list.txt"
        try Self.list.write(toFile: list, atomically: true, encoding: .utf8)
        let run = try cdscan(["catalog", list, "-o", directory + "/out.csv", "--source", "discogs"], database)
        #expect(run.status == 65, "\(run.stderr)")  // the invalid line
        return database
    }

    /// `items list --json` (with `extra` options) as one dictionary per item.
    func records(_ database: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let run = try cdscan(["items", "list", "--json"] + extra, database)
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func listShowsEveryItemAsATableOrJSONAndSelects() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let table = try cdscan(["items", "list"], database)
            #expect(table.status == 0)
            let lines = table.stdout.split(separator: "\n")
            #expect(lines.count == 4)
            #expect(lines[0].hasPrefix("ITEM  STATUS"))
            #expect(lines[1].contains("found") && lines[1].contains(Self.seeds) && lines[1].contains("The Seeds"))
            #expect(lines[2].contains("ambiguous") && lines[2].contains("releases, e.g. Pink Floyd"))
            #expect(lines[3].contains("invalid") && lines[3].contains("not-a-barcode"))
            let all = try records(database)
            #expect(all.map { $0["item"] as? Int } == [1, 2, 3])
            #expect(all.map { $0["status"] as? String } == ["found", "ambiguous", "invalid"])
            #expect(try records(database, ["--status", "ambiguous"]).map { $0["code"] as? String } == [Self.darkSide])
            #expect(try records(database, ["--barcode", "029667431224"]).map { $0["item"] as? Int } == [1])
            #expect(try records(database, ["3", "--status", "found"]).map { $0["item"] as? Int } == [1, 3])
        }
    }

    @Test func listRefusesAnUnknownStatusAMissingCatalogueAndABadItemNumber() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let status = try cdscan(["items", "list", "--status", "lost"], database)
            #expect(status.status == 64)
            #expect(status.stderr.contains("'--status' is one of pending, found, not_found"))
            let number = try cdscan(["items", "list", "abc"], database)
            #expect(number.status == 64)
            #expect(number.stderr.contains("'abc' is not an item number"))
            let missing = try cdscan(["items", "list"], directory + "/none.sqlite")
            #expect(missing.status == 66)
            #expect(!FileManager.default.fileExists(atPath: directory + "/none.sqlite"))
        }
    }

    @Test func showNumbersTheReleasesAndPickChoosesAnyOfThem() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let show = try cdscan(["items", "show", "2"], database)
            #expect(show.status == 0)
            #expect(show.stdout.hasPrefix("item 2\n"))
            #expect(show.stdout.contains("status:     ambiguous"))
            #expect(show.stdout.contains("    1) Pink Floyd") && show.stdout.contains("    2) Pink Floyd"))
            let candidates = try #require(try records(database, ["2"]).first?["alternatives"] as? [[String: Any]])
            let second = try #require(candidates[1]["release_id"] as? Int)
            let pick = try cdscan(["items", "pick", "2", "2"], database)
            #expect(pick.status == 0, "\(pick.stderr)")
            #expect(pick.stderr.contains("item 2: chose Pink Floyd"))
            let picked = try #require(try records(database, ["2"]).first)
            #expect(picked["status"] as? String == "found")
            #expect(picked["picked"] as? Bool == true)
            #expect((picked["album"] as? [String: Any])?["release_id"] as? Int == second)
            // The numbers do not move with the choice: picking 2 again changes nothing (it toggled).
            #expect(try cdscan(["items", "pick", "2", "2"], database).status == 0)
            let again = try #require(try records(database, ["2"]).first?["album"] as? [String: Any])
            #expect(again["release_id"] as? Int == second)
            let first = try #require(candidates[0]["release_id"] as? Int)
            #expect(try cdscan(["items", "pick", "2", "1"], database).status == 0)
            let other = try #require(try records(database, ["2"]).first?["album"] as? [String: Any])
            #expect(other["release_id"] as? Int == first)
            let json = try cdscan(["items", "show", "--json", "2"], database)
            #expect(json.stdout.split(separator: "\n").count == 1)
        }
    }

    @Test func pickRefusesNoSuchItemANumberOutOfRangeAndAnItemWithoutReleases() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let none = try cdscan(["items", "pick", "99", "1"], database)
            #expect(none.status == 64)
            #expect(none.stderr.contains("there is no item 99 in the catalog"))
            let range = try cdscan(["items", "pick", "2", "9"], database)
            #expect(range.status == 64)
            #expect(range.stderr.contains("choose 1 to"))
            let invalid = try cdscan(["items", "pick", "3", "1"], database)
            #expect(invalid.status == 64)
            #expect(invalid.stderr.contains("item 3 has no release to choose"))
            // Refresh would leave an invalid item as it is: it is not offered.
            #expect(!invalid.stderr.contains("items refresh"), "\(invalid.stderr)")
            #expect(try records(database, ["2"]).first?["status"] as? String == "ambiguous")
        }
    }

    @Test func editChangesNotesAndCopiesInOneGo() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let edit = try cdscan(["items", "edit", "1", "--notes", "shelf A", "--copies", "3"], database)
            #expect(edit.status == 0, "\(edit.stderr)")
            #expect(edit.stderr.contains("item 1: 3 copies in the catalogue; added items 4, 5"))
            let seeds = try records(database, ["--barcode", Self.seeds])
            #expect(seeds.map { $0["item"] as? Int } == [1, 4, 5])
            #expect(seeds.map { $0["copies"] as? Int } == [3, 3, 3])
            #expect(seeds.map { $0["notes"] as? String } == ["shelf A", "", ""])
            #expect(seeds.map { $0["status"] as? String } == ["found", "found", "found"])
            let fewer = try cdscan(["items", "edit", "1", "--copies", "1"], database)
            #expect(fewer.stderr.contains("removed items 5, 4"))
            #expect(try records(database, ["--barcode", Self.seeds]).count == 1)
        }
    }

    @Test func editOfNoSuchItemChangesNothingAndExits64() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let run = try cdscan(["items", "edit", "99", "--notes", "x"], database)
            #expect(run.status == 64)
            #expect(run.stderr.contains("there is no item 99 in the catalog"))
            #expect(try cdscan(["items", "edit", "1"], database).status == 64)  // nothing to change
            #expect(try cdscan(["items", "edit", "1", "--copies", "0"], database).status == 64)
            #expect(try records(database).count == 3)
        }
    }

    @Test func removeSaysWhatItRemovedAndRemovesNothingForAnUnknownNumber() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let unknown = try cdscan(["items", "remove", "1", "99"], database)
            #expect(unknown.status == 64)
            #expect(try records(database).count == 3)
            let run = try cdscan(["items", "remove", "--status", "invalid"], database)
            #expect(run.status == 0)
            #expect(run.stderr.contains("removed item 3: not-a-barcode (invalid)"))
            #expect(run.stderr.contains("removed 1 item"))
            #expect(try records(database).map { $0["item"] as? Int } == [1, 2])
            let byBarcode = try cdscan(["items", "remove", "--barcode", Self.seeds], database)
            #expect(byBarcode.stderr.contains("removed item 1: \(Self.seeds) (found, The Seeds - Future"))
            #expect(try cdscan(["items", "remove"], database).status == 64)  // nothing selected
        }
    }

    /// Issue 41, point 8: the same list run again does not bring back what `items remove`
    /// removed (a barcode's line and an invalid line alike), says so, and `--add-removed` does.
    @Test func aRemovedCopyStaysRemovedWhenTheSameListRunsAgainUnlessAsked() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let list = directory + "/list.txt"
            #expect(try cdscan(["items", "remove", "1", "3"], database).status == 0)
            let again = try cdscan(["catalog", list, "--source", "discogs", "--no-progress"], database)
            #expect(again.status == 1, "\(again.stderr)")  // the ambiguous one is still there
            #expect(
                again.stderr.contains("cdscan: 2 removed earlier, not added again (--add-removed adds them back)\n"),
                "\(again.stderr)")
            #expect(try records(database).map { $0["item"] as? Int } == [2])
            let readd = try cdscan(
                ["catalog", list, "--source", "discogs", "--no-progress", "--add-removed"], database)
            #expect(readd.status == 65, "\(readd.stderr)")  // the invalid line is back
            #expect(!readd.stderr.contains("removed earlier"), "\(readd.stderr)")
            let codes = try records(database).map { $0["code"] as? String }
            #expect(codes == [Self.darkSide, Self.seeds, "not-a-barcode"], "\(codes)")
            // Recorded again, they are no longer removed ones: a plain run adds nothing and says nothing.
            let third = try cdscan(["catalog", list, "--source", "discogs", "--no-progress"], database)
            #expect(!third.stderr.contains("removed earlier"), "\(third.stderr)")
            #expect(try records(database).count == 3)
        }
    }

    @Test func refreshAfterFixingTheTokenFindsWhatARefusedTokenLeftPending() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            var wrong = environment
            wrong["DISCOGS_TOKEN"] = "not-the-token"
            let refused = try cdscan(["catalog", "029667431224", "-o", "-"], database, environment: wrong)
            #expect(refused.status == 77)
            #expect(try records(database).map { $0["status"] as? String } == ["pending"])
            let refresh = try cdscan(["items", "refresh", "--status", "pending", "--no-progress"], database)
            #expect(refresh.status == 0, "\(refresh.stderr)")
            #expect(refresh.stderr.contains("1 input: 1 found"))
            #expect(try records(database).map { $0["status"] as? String } == ["found"])
        }
    }

    @Test func refreshByStatusErrorLooksUpWhatAnOutageLeftFailed() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            var down = environment
            down["DISCOGS_API_URL"] = CDScanBinary.nowhere
            _ = try cdscan(["catalog", "029667431224", "-o", "-", "--source", "discogs"], database, environment: down)
            #expect(try records(database).map { $0["status"] as? String } == ["error"])
            let refresh = try cdscan(["items", "refresh", "--status", "error", "--source", "discogs"], database)
            #expect(refresh.status == 0, "\(refresh.stderr)")
            #expect(try records(database).map { $0["status"] as? String } == ["found"])
        }
    }

    @Test func refreshAsksAgainDespiteTheCacheAndKeepsAChosenRelease() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            #expect(try cdscan(["items", "pick", "2", "2"], database).status == 0)
            let chosen = try #require(try records(database, ["2"]).first?["album"] as? [String: Any])
            let before = searches
            let refresh = try cdscan(["items", "refresh", "--all", "--source", "discogs"], database)
            #expect(refresh.status == 0, "\(refresh.stderr)")
            #expect(refresh.stderr.contains("1 item with nothing to look up by left as they are"))
            #expect(searches - before == 2)  // both barcodes asked again, the cache notwithstanding
            let after = try #require(try records(database, ["2"]).first)
            #expect((after["album"] as? [String: Any])?["release_id"] as? Int == chosen["release_id"] as? Int)
            #expect(after["picked"] as? Bool == true)
        }
    }

    @Test func refreshWaitsForNoOtherWriterAndSelectsNoSuchItem() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let none = try cdscan(["items", "refresh", "42"], database)
            #expect(none.status == 64)
            #expect(none.stderr.contains("there is no item 42"))
            #expect(try cdscan(["items", "refresh"], database).status == 64)
            let lock = try CatalogLock(databasePath: database)
            let busy = try cdscan(["items", "refresh", "1"], database)
            #expect(busy.status == 75)
            #expect(busy.stderr.contains("is in use by another cdscan"))
            withExtendedLifetime(lock) {}
        }
    }

    @Test func anUnknownActionIsAUsageErrorWithASuggestion() throws {
        let run = try CDScanBinary.run(["items", "lsit"], environment: environment)
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown items action 'lsit'; did you mean 'list'?"))
        let bare = try CDScanBinary.run(["items"], environment: environment)
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("SUBCOMMANDS:"))
    }
}
