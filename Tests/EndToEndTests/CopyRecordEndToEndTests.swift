import Foundation
import TestSupport
import Testing

/// The collector's record through the built binary: `items edit` of several items and ranges,
/// refusals that change nothing, `items list`'s filters and orders, `catalog --location`.
@Suite struct CopyRecordEndToEndTests {
    let items: ItemsEndToEndTests

    init() throws {
        items = try ItemsEndToEndTests()
    }

    @Test func editSetsTheRecordOfRangesAndListFindsIt() throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)
            let edit = try items.cdscan(
                [
                    "items", "edit", "1-2", "--location", "Living room/Shelf A/3", "--media", "nm", "--sleeve", "VG+",
                    "--paid", "12.50 eur", "--bought", "2026-03-14", "--rating", "4", "--tag", "Jazz", "--tag", "live",
                ], database)
            #expect(edit.status == 0, "\(edit.stderr)")
            #expect(edit.stderr.contains("edited 2 items"))
            let all = try items.records(database)
            #expect(all[0]["location"] as? String == "Living room/Shelf A/3")
            #expect(all[0]["media_condition"] as? String == "Near Mint (NM or M-)")
            #expect(all[1]["sleeve_condition"] as? String == "Very Good Plus (VG+)")
            #expect(all[1]["paid"] as? [String: String] == ["amount": "12.50", "currency": "EUR"])
            #expect(all[1]["bought"] as? String == "2026-03-14" && all[1]["rating"] as? Int == 4)
            #expect(all[1]["tags"] as? [String] == ["Jazz", "live"])
            #expect(all[2]["location"] == nil && all[2]["tags"] as? [String] == [])
            let byPlace = try items.records(database, ["--location", "Living room/Shelf A"])
            #expect(byPlace.map { $0["item"] as? Int } == [1, 2])
            #expect(try items.records(database, ["--location", "Living room/Shelf"]).isEmpty)
            #expect(
                try items.records(database, ["--tag", "jazz", "--status", "found"]).map { $0["item"] as? Int } == [1])
            #expect(try items.records(database, ["--search", "seeds"]).map { $0["item"] as? Int } == [1])
            let badSort = try items.cdscan(["items", "list", "--sort", "price"], database)
            #expect(badSort.status == 64 && badSort.stderr.contains("'--sort' is one of artist, title"))
            let badGrade = try items.cdscan(["items", "list", "--media", "shiny"], database)
            #expect(badGrade.status == 64 && badGrade.stderr.contains("Very Good Plus (VG+)"))
            let table = try items.cdscan(["items", "list", "--sort", "location"], database)
            #expect(table.stdout.split(separator: "\n")[0].contains("LOCATION"))
            #expect(table.stdout.contains("Living room/Shelf A/3"))
            let show = try items.cdscan(["items", "show", "2"], database)
            #expect(show.stdout.contains("paid:") && show.stdout.contains("12.50 EUR"))
            #expect(show.stdout.contains("tags:") && show.stdout.contains("Jazz, live"))
            let clear = try items.cdscan(
                ["items", "edit", "2", "--rating", "0", "--untag", "JAZZ", "--paid", ""], database)
            #expect(clear.status == 0, "\(clear.stderr)")
            let second = try items.records(database, ["2"])[0]
            #expect(second["rating"] == nil && second["paid"] == nil && second["tags"] as? [String] == ["live"])
        }
    }

    @Test(arguments: [
        (["--media", "excellent"], "Near Mint (NM or M-)"), (["--rating", "7"], "from 0 to 5"),
        (["--paid", "12,50€"], "ISO 4217"), (["--bought", "2026-13-01"], "YYYY-MM-DD"),
        (["--location", "Shelf\u{1}A"], "no control characters"), (["--sleeve", "shiny"], "No Cover"),
    ])
    func anInvalidValueExits64NamingWhatIsAcceptedAndChangesNothing(option: [String], accepted: String) throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)
            let run = try items.cdscan(["items", "edit", "1-3", "--location", "Box"] + option, database)
            #expect(run.status == 64)
            #expect(run.stderr.contains(accepted), "\(run.stderr)")
            #expect(!run.stderr.contains("\u{1}"))
            #expect(try items.records(database).allSatisfy { $0["location"] == nil })
        }
    }

    @Test func anEditNamingAnUnknownItemOrABackwardRangeChangesNothing() throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)
            let unknown = try items.cdscan(["items", "edit", "1-2", "99", "--location", "Box"], database)
            #expect(unknown.status == 64)
            let backwards = try items.cdscan(["items", "edit", "3-1", "--location", "Box"], database)
            #expect(backwards.status == 64 && backwards.stderr.contains("runs backwards"))
            let copies = try items.cdscan(["items", "edit", "1", "2", "--copies", "2"], database)
            #expect(copies.status == 64)
            #expect(try items.records(database).allSatisfy { $0["location"] == nil })
        }
    }

    @Test func catalogLocationPlacesEveryCopyItRecords() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            let list = directory + "/list.txt"
            try "029667431224\n077774600125\n".write(toFile: list, atomically: true, encoding: .utf8)
            let run = try items.cdscan(
                ["catalog", list, "-o", directory + "/out.csv", "--source", "discogs", "--location", "Box 1/Front"],
                database)
            #expect(run.status == 1, "\(run.stderr)")  // Dark Side of the Moon is ambiguous
            #expect(try items.records(database).map { $0["location"] as? String } == ["Box 1/Front", "Box 1/Front"])
            let csv = try String(contentsOfFile: directory + "/out.csv", encoding: .utf8)
            #expect(csv.contains("Box 1/Front"))
            let bad = try items.cdscan(["catalog", list, "--location", "Box//1"], database)
            #expect(bad.status == 64)
        }
    }

    @Test func scanCatalogLocationPlacesTheCopiesOfThePhotos() throws {
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean/upca-029667431224.png")
            let scan = try items.cdscan(
                ["scan", "--image", photo.path, "--catalog", directory + "/scan.csv", "--location", "Box 3"], database)
            #expect(scan.status == 0, "\(scan.stderr)")
            #expect(try items.records(database).map { $0["location"] as? String } == ["Box 3"])
            let alone = try items.cdscan(["scan", "--image", photo.path, "--location", "Box 3"], database)
            #expect(alone.status == 64 && alone.stderr.contains("--catalog"))
        }
    }
}
