import Catalog
import Foundation
import TestSupport
import Testing

/// What a new user trips on (issue 29, points 3 to 5), through the built binary against the fake
/// Discogs: why a list's row is invalid and a fixed typo replacing it, copies per release, and
/// one JSON shape for a release in every command.
@Suite struct NewUserEndToEndTests {
    static let token = "new-user-token-29"
    let rig: ServiceRig

    init() throws { rig = try ServiceRig(token: Self.token) }

    /// Runs cdscan in `directory` against the fakes, the token shown nowhere.
    func cdscan(_ arguments: [String], in directory: String) throws -> CDScanBinary.Run {
        let run = try CDScanBinary.run(
            arguments, environment: rig.environment(["XDG_DATA_HOME": directory + "/data"]),
            directory: URL(fileURLWithPath: directory))
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        return run
    }

    /// The rows of a cdscan-format CSV as dictionaries by column name.
    func rows(_ path: String) throws -> [[String: String]] {
        let table = try CSVReader(undoesFormulaDefence: false).rows(in: String(contentsOfFile: path, encoding: .utf8))
        let header = try #require(table.first)
        return table.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func theCSVSaysWhyARowIsInvalidAndAFixedTypoReplacesIt() throws {
        try withScratchDirectory { directory in
            let list = directory + "/list.txt"
            try "0029667431225\tbought 2019, check the digits\n".write(toFile: list, atomically: true, encoding: .utf8)
            let first = try cdscan(
                ["catalog", "--db", "c.sqlite", "list.txt", "-o", "out.csv", "--no-progress"], in: directory)
            #expect(first.status == 65, "\(first.stderr)")
            let invalid = try #require(try rows(directory + "/out.csv").first)
            #expect(invalid["status"] == "invalid" && invalid["notes"] == "bought 2019, check the digits")
            #expect(invalid["error"]?.contains("check digit") == true, "\(invalid)")
            // The typo fixed on the same line: the corrected barcode replaces the invalid row.
            try "0029667431224\tbought 2019, check the digits\n".write(toFile: list, atomically: true, encoding: .utf8)
            let second = try cdscan(
                ["catalog", "--db", "c.sqlite", "list.txt", "-o", "out.csv", "--no-progress"], in: directory)
            #expect(second.status == 0, "\(second.stderr)")
            let fixed = try rows(directory + "/out.csv")
            #expect(fixed.count == 1)
            #expect(fixed.first?["status"] == "found" && fixed.first?["barcode"] == "0029667431224")
            #expect(fixed.first?["notes"] == "bought 2019, check the digits" && fixed.first?["error"] == "")
        }
    }

    @Test func copiesAreCountedPerReleaseInTheCSVAndItemsList() throws {
        try withScratchDirectory { directory in
            let list = "029667431224\n029667431224 shelf A\n0029667431224\ncatno:CDWIK2 312\n"
            try list.write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let run = try cdscan(
                ["catalog", "--db", "c.sqlite", "list.txt", "-o", "out.csv", "--no-progress", "--source", "discogs"],
                in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            let rows = try rows(directory + "/out.csv")
            #expect(rows.map { $0["status"] } == ["found", "found", "found", "found"])
            #expect(Set(rows.map { $0["release_id"] }).count == 1)
            #expect(rows.map { $0["copies"] } == ["4", "4", "4", "4"])
            let items = try objects(try cdscan(["items", "list", "--json", "--db", "c.sqlite"], in: directory).stdout)
            #expect(items.map { $0["copies"] as? Int } == [4, 4, 4, 4])
        }
    }

    @Test func aReleaseHasTheSameKeysInEveryCommandAndItemsShowHasItsTracklist() throws {
        try withScratchDirectory { directory in
            try "029667431224\n".write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let catalog = try cdscan(
                ["catalog", "--db", "c.sqlite", "list.txt", "-o", "out.csv", "--no-progress", "--details"],
                in: directory)
            #expect(catalog.status == 0, "\(catalog.stderr)")
            let lookup = try objects(try cdscan(["lookup", "--json", "029667431224"], in: directory).stdout)
            let image = ImageScanTests.images.appendingPathComponent("photos/easy.jpg").path
            let scan = try objects(try cdscan(["scan", "--image", "--json", image], in: directory).stdout)
            let list = try objects(try cdscan(["items", "list", "--json", "--db", "c.sqlite"], in: directory).stdout)
            let show = try objects(
                try cdscan(["items", "show", "1", "--json", "--db", "c.sqlite"], in: directory).stdout)
            let export = try objects(
                try cdscan(["export", "--format", "jsonl", "--db", "c.sqlite"], in: directory).stdout)
            let albums = try [lookup, scan, list, show, export].map {
                try #require($0.first?["album"] as? [String: Any])
            }
            let keys = albums.map { Set($0.keys) }
            #expect(keys.allSatisfy { $0 == keys[0] }, "\(keys)")
            #expect(keys[0].isSuperset(of: ["release_id", "catno", "cover_image", "source_date"]))
            #expect(albums.allSatisfy { $0["release_id"] as? Int == 4707982 })
            #expect(albums.allSatisfy { $0["catno"] as? String == "CDWIK2 312" })
            // What `--details` stored: in `items show` as in `lookup --details`, and in its JSON.
            let card = try cdscan(["items", "show", "1", "--db", "c.sqlite"], in: directory)
            #expect(card.stdout.contains("Tracklist: "), "\(card.stdout)")
            #expect((show.first?["details"] as? [String: Any])?["tracks"] is [Any])
        }
    }
}
