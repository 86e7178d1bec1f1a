import Foundation
import TestSupport
import Testing

/// `cdscan audit` from a list through the built binary: here, misplaced, missing, unknown,
/// nothing written without --fix, and --fix making the catalogue agree.
@Suite struct AuditEndToEndTests {
    let items: ItemsEndToEndTests

    init() throws {
        items = try ItemsEndToEndTests()
    }

    @Test func anAuditFromAListSortsTheShelfAndFixWritesOnlyWhenAsked() throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)  // 1: The Seeds, 2: Dark Side, 3: invalid
            _ = try items.cdscan(["items", "edit", "1", "--location", "Shelf A/1"], database)
            _ = try items.cdscan(["items", "edit", "1", "--copies", "2"], database)  // item 4, no place
            _ = try items.cdscan(["items", "edit", "4", "--location", "Shelf A"], database)
            _ = try items.cdscan(["items", "edit", "2", "--location", "Shelf B"], database)
            let shelf = directory + "/shelf.txt"
            try "029667431224\n077774600125\n5099750442227\n".write(toFile: shelf, atomically: true, encoding: .utf8)
            let audit = try items.cdscan(["audit", "--location", "Shelf A", shelf, "--json"], database)
            #expect(audit.status == 1, "\(audit.stderr)")
            let lines = try audit.stdout.split(separator: "\n").map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(lines.map { $0["status"] as? String } == ["here", "misplaced", "unknown", "missing"])
            #expect(lines[1]["location"] as? String == "Shelf B")
            #expect(lines[2]["code"] as? String == "5099750442227")
            #expect(lines[3]["item"] as? Int == 4)
            #expect(audit.stderr.contains("Shelf A: 1 here, 1 misplaced, 1 missing, 1 unknown"))
            #expect(try items.records(database).count == 4, "nothing written without --fix")

            let fix = try items.cdscan(["audit", "--location", "Shelf A", shelf, "--fix"], database)
            #expect(fix.status == 1)
            #expect(fix.stderr.contains("moved 1 copy to Shelf A; recorded 1 unknown copy there"))
            let after = try items.records(database)
            #expect(after.count == 5)
            #expect(after[1]["location"] as? String == "Shelf A")
            #expect(after[4]["code"] as? String == "5099750442227" && after[4]["location"] as? String == "Shelf A")
            #expect(after[4]["status"] as? String != "pending", "the unknown copy is looked up")
            let again = try items.cdscan(["audit", "--location", "Shelf A", shelf], database)
            #expect(again.stderr.contains("3 here, 0 misplaced, 1 missing, 0 unknown"), "\(again.stderr)")
            let missingPlace = try items.cdscan(["audit", shelf], database)
            #expect(missingPlace.status == 64)
            let nothingRead = try items.cdscan(["audit", "--location", "Shelf A"], database)
            #expect(
                nothingRead.status == 64 && nothingRead.stderr.contains("say what was read"), "\(nothingRead.stderr)")
        }
    }

    @Test func anAuditFromPhotosFindsTheCopiesOnThem() throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)  // 1: The Seeds, 2: Dark Side, 3: invalid
            _ = try items.cdscan(["items", "edit", "1", "2", "--location", "Shelf A"], database)
            let photos = directory + "/photos"
            try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
            let clean = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean").path
            for fixture in ["upca-029667431224.png", "ean13-5099750442227.png"] {
                try FileManager.default.copyItem(atPath: clean + "/" + fixture, toPath: photos + "/" + fixture)
            }
            let audit = try items.cdscan(["audit", "--location", "Shelf A", "--images", photos, "--json"], database)
            #expect(audit.status == 1, "\(audit.stderr)")
            let lines = try audit.stdout.split(separator: "\n").map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let found = lines.map { "\($0["status"] as? String ?? "?") \($0["code"] as? String ?? "?")" }
            #expect(found.sorted() == ["here 0029667431224", "missing 0077774600125", "unknown 5099750442227"])
        }
    }
}
