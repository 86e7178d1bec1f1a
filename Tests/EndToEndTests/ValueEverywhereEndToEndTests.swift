import Catalog
import FakeServices
import Foundation
import SQLite
import TestSupport
import Testing

/// The prices `cdscan value` kept, read everywhere else through the built binary: `items list
/// --sort value` and its column, `items show`, `export` (CSV, spreadsheet, JSON Lines, Discogs)
/// and the gallery's statistics page, none of them asking Discogs; and `value` as a writer.
@Suite struct ValueEverywhereEndToEndTests {
    let value: ValueEndToEndTests
    var items: ItemsEndToEndTests { value.items }
    var discogs: FakeDiscogs { value.discogs }

    init() throws {
        value = try ValueEndToEndTests()
    }

    /// The Seeds (item 1, graded Near Mint: 20.125 USD) and the chosen Dark Side (item 2,
    /// ungraded: 99.5 USD as VG+), their prices kept by `cdscan value`; item 3 is no release.
    func valuedCatalogue(in directory: String) throws -> String {
        let database = try value.catalogue(in: directory)
        #expect(try items.cdscan(["items", "edit", "1", "--media", "nm"], database).status == 0)
        let chosen = try #require(try items.records(database, ["2"]).first?["album"] as? [String: Any])
        let darkSide = try #require(chosen["release_id"] as? Int)
        discogs.updateMarket {
            $0.suggestions[4_707_982] = ["Near Mint (NM or M-)": "20.125", "Very Good Plus (VG+)": "12.5"]
            $0.suggestions[darkSide] = ["Very Good Plus (VG+)": "99.5"]
        }
        _ = try value.values(database)
        return database
    }

    /// Runs `cdscan ARGUMENTS --db DATABASE` without a token, and checks that Discogs was asked nothing.
    func offline(_ arguments: [String], _ database: String, directory: String? = nil) throws -> CDScanBinary.Run {
        let asked = discogs.requests.count
        let run = try items.cdscan(arguments, database, environment: value.environment(token: false))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(discogs.requests.count == asked, "only the prices kept are read")
        return run
    }

    @Test func listSortsByValueMostValuableFirstWithAValueColumn() throws {
        try withScratchDirectory { directory in
            let database = try valuedCatalogue(in: directory)
            let table = try offline(["items", "list", "--sort", "value"], database)
            let lines = table.stdout.split(separator: "\n").map { $0.drop { $0 == " " } }
            #expect(lines[0].contains("  VALUE  "), "\(lines[0])")
            #expect(lines[1].hasPrefix("2 ") && lines[1].contains("99.5 USD"), "\(table.stdout)")
            #expect(lines[2].hasPrefix("1 ") && lines[2].contains("20.125 USD"))
            #expect(lines[3].hasPrefix("3 ") && !lines[3].contains("USD"), "no value: blank, and last")
            let json = try offline(["items", "list", "--sort", "value", "--json"], database)
            let records = try json.stdout.split(separator: "\n").map { line in
                try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            #expect(records.map { $0["item"] as? Int } == [2, 1, 3])
            #expect(records[0]["value"] as? String == "99.5" && records[0]["value_currency"] as? String == "USD")
            #expect(records[1]["value_basis"] as? String == "suggestion" && records[1]["valued_at"] is String)
            #expect(records[1]["lowest_price"] as? [String: String] != nil && records[1]["for_sale"] is Int)
            #expect(records[2]["value"] == nil)
        }
    }

    @Test func showSaysTheValueItsBasisAndWhenThePricesWereFetched() throws {
        try withScratchDirectory { directory in
            let database = try valuedCatalogue(in: directory)
            let graded = try offline(["items", "show", "1"], database).stdout
            #expect(graded.contains("value:      20.125 USD (suggestion for Near Mint (NM or M-))"), "\(graded)")
            #expect(graded.contains("valued:     20"))
            let ungraded = try offline(["items", "show", "2"], database).stdout
            #expect(ungraded.contains("99.5 USD (suggestion for Very Good Plus (VG+), not graded)"), "\(ungraded)")
            // Two years later (the kept dates moved back), Discogs wants seller settings: the
            // prices past their longest age are deleted and asked again, and the lowest listing said.
            let file = try Database(path: database, create: false)
            try file.execute("UPDATE price_suggestions SET fetched_at = '2000-01-01T00:00:00Z'")
            try file.execute("UPDATE market_stats SET fetched_at = '2000-01-01T00:00:00Z'")
            discogs.updateMarket { $0.hasSellerSettings = false }
            _ = try value.values(database)
            let listing = try offline(["items", "show", "1"], database).stdout
            #expect(listing.contains("USD (lowest listing)"), "\(listing)")
        }
    }

    @Test func everyExportFormatButDiscogsCarriesTheValueColumns() throws {
        try withScratchDirectory { directory in
            let database = try valuedCatalogue(in: directory)
            let csv = try CSVReader().rows(in: try offline(["export", "--format", "cdscan"], database).stdout)
            #expect(
                Array(csv[0].suffix(6)) == [
                    "value", "value_currency", "value_basis", "lowest_price", "for_sale", "valued_at",
                ])
            let rows = csv.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(csv[0], $0)) }
            #expect(rows[0]["value"] == "20.125" && rows[0]["value_currency"] == "USD")
            #expect(rows[0]["value_basis"] == "suggestion" && rows[0]["lowest_price"]?.hasSuffix(" USD") == true)
            #expect(rows[0]["for_sale"]?.isEmpty == false && rows[0]["valued_at"]?.isEmpty == false)
            #expect(rows[2]["value"] == "" && rows[2]["valued_at"] == "")
            let spreadsheet = try offline(["export", "--format", "spreadsheet"], database).stdout
            #expect(spreadsheet.contains(",99.5,USD,suggestion,"))
            let jsonl = try offline(["export", "--format", "jsonl"], database).stdout
            let first = try #require(
                try JSONSerialization.jsonObject(with: Data(jsonl.split(separator: "\n")[0].utf8)) as? [String: Any])
            #expect(first["value"] as? String == "20.125" && first["value_basis"] as? String == "suggestion")
            let asked = discogs.requests.count
            let forDiscogs = try items.cdscan(["export", "--format", "discogs"], database)
            #expect(discogs.requests.count == asked)
            let header = try #require(try CSVReader().rows(in: forDiscogs.stdout).first)
            #expect(header == DiscogsExport.columns, "Discogs' import format as Discogs reads it")
        }
    }

    @Test func theCSVsOfCatalogAndScanCarryTheValueColumnsToo() throws {
        try withScratchDirectory { directory in
            let database = try valuedCatalogue(in: directory)
            let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean/upca-029667431224.png")
            let scan = try items.cdscan(
                ["scan", "--image", photo.path, "--catalog", directory + "/scan.csv"], database)
            #expect(scan.status == 0, "\(scan.stderr)")
            let scanned = try String(contentsOfFile: directory + "/scan.csv", encoding: .utf8)
            #expect(scanned.contains(",20.125,USD,suggestion,"), "\(scanned)")
            let list = directory + "/again.txt"
            try "029667431224\n".write(toFile: list, atomically: true, encoding: .utf8)
            let catalog = try items.cdscan(["catalog", list, "-o", directory + "/again.csv"], database)
            #expect(catalog.status == 0, "\(catalog.stderr)")
            let written = try String(contentsOfFile: directory + "/again.csv", encoding: .utf8)
            #expect(written.contains(",99.5,USD,suggestion,"), "\(written)")
        }
    }

    @Test func theGallerysStatisticsPageHasTheTotalTheTopTenAndTheDecades() throws {
        try withScratchDirectory { directory in
            let database = try valuedCatalogue(in: directory)
            _ = try offline(["export", "--format", "html", "--no-covers", "-o", directory + "/site"], database)
            let page = try String(contentsOfFile: directory + "/site/stats.html", encoding: .utf8)
            #expect(page.contains("<h2>Value</h2>") && page.contains("Total: 119.625 USD (2 of 2 items"), "\(page)")
            let top = try #require(page.range(of: "most valuable"))
            let rest = page[top.upperBound...]
            let dark = try #require(rest.range(of: "99.5 USD"))
            let seeds = try #require(rest.range(of: "20.125 USD"))
            #expect(dark.lowerBound < seeds.lowerBound, "the most valuable first")
            #expect(page.contains("Value by decade") && page.contains("0s</td><td>1 of 1</td><td>"))
        }
    }

    @Test func valueWaitsForNoOtherWriterLikeTheOthersButOfflineOnlyReads() throws {
        try withScratchDirectory { directory in
            let database = try value.catalogue(in: directory)
            do {
                let lock = try CatalogLock(databasePath: database)
                let busy = try items.cdscan(["value"], database)
                #expect(busy.status == 75, "\(busy.stderr)")
                #expect(busy.stderr.contains("is in use by another cdscan"))
                #expect(value.marketRequests.isEmpty, "nothing asked of Discogs while another run writes")
                let offline = try items.cdscan(["value", "--offline"], database)
                #expect(offline.status == 0, "\(offline.stderr)")
                withExtendedLifetime(lock) {}
            }
            #expect(try items.cdscan(["value"], database).status == 0, "the lock released, the writer runs")
        }
    }
}
