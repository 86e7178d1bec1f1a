import Catalog
import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `cdscan catalog` takes the barcodes `lookup` takes, by the same rule: a list read in-process
/// against the fake Discogs, what it says and what it records.
@Suite struct CatalogBarcodeKindsTests {
    static let list = """
        00029667431224
        029667431224 12\tshelf 3
        29667431224
        9780306406157
        0425261
        """

    func run(_ arguments: [String], in directory: String) throws -> CatalogCommandTests.Run {
        try Self.list.write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
        return try CatalogCommandTests().catalog(
            ["list.txt", "-o", "out.csv"] + arguments, in: directory, rig: try DiscogsRig())
    }

    @Test func aListTakesGTIN14sAddOnsAndUPCEsAndRefusesBooksAndElevenDigits() throws {
        try withScratchDirectory { directory in
            let run = try run([], in: directory)
            #expect(run.status == .dataError, "two lines are not CD barcodes")
            #expect(run.err.contains("list.txt:1: 00029667431224: a GTIN-14 with indicator 0, the same number as"))
            #expect(run.err.contains("list.txt:2: 029667431224 12: the 2-digit add-on 12 is kept but not searched for"))
            #expect(
                run.err.contains(
                    #"list.txt:3: "29667431224" is not a valid barcode: it has 11 digits; with a leading 0 it is "#
                        + "the UPC-A 029667431224"))
            #expect(
                run.err.contains(
                    #"list.txt:4: "9780306406157" is a book's ISBN, not a CD's barcode; --any-prefix looks it up"#))
            #expect(
                run.err.contains(
                    "warning: list.txt:5: 0425261: a UPC-E without its check digit (read as UPC-A 042100005264)"))
            let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false)
            let items = try store.allItems()
            let seeds = items.filter { $0.barcode == "0029667431224" }
            #expect(seeds.count == 2, "two lines of the same CD are two copies")
            #expect(seeds.map(\.status) == [.found, .found])
            #expect(Set(seeds.map(\.notes)) == ["", "shelf 3, add-on 12"])
            #expect(items.contains { $0.barcode == "0042100005264" })
            #expect(!items.contains { $0.barcode == "9780306406157" && $0.status != .invalid })
        }
    }

    @Test func anyPrefixLooksTheBookUp() throws {
        try withScratchDirectory { directory in
            let run = try run(["--any-prefix"], in: directory)
            #expect(!run.err.contains("9780306406157\" is a book"))
            let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false)
            let book = try store.allItems().first { $0.barcode == "9780306406157" }
            #expect(book?.status == .notFound)
            #expect(run.status == .dataError, "the eleven digits are still refused")
        }
    }
}
