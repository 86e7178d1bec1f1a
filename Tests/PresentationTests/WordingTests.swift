import Album
import Barcode
import Catalog
import Cataloging
import Foundation
import TestSupport
import Testing

@testable import DumpIndex
@testable import Presentation

/// Issue 41, point 10: sentences a person reads, in plain English that counts right.
@Suite struct WordingTests {
    @Test func servicesAnyOfWhichWouldDoAreAnEnglishList() throws {
        #expect(Plural.alternatives([]) == "")
        #expect(Plural.alternatives(["Discogs"]) == "Discogs")
        #expect(Plural.alternatives(["Discogs", "MusicBrainz"]) == "Discogs or MusicBrainz")
        let gtin = try GTIN(parsing: "5099750442227")
        let line = ResultPrinter.notFound(gtin, searched: [.discogsDump, .discogs, .musicbrainz])
        #expect(line.hasPrefix("not found on the Discogs data dump, Discogs or MusicBrainz (searched "), "\(line)")
        let captured = CapturedConsole(colorAllowed: false)
        ResultPrinter(console: captured.console, json: false).catalogNumberNotFound(
            input: "CK 63628", number: try #require(CatalogNumber("CK 63628")), label: nil,
            services: ["the Discogs data dump", "Discogs", "MusicBrainz"])
        #expect(
            captured.out == "catalogue number CK 63628: not found on the Discogs data dump, Discogs or MusicBrainz\n")
    }

    @Test(arguments: [(1, "1 value that is not a valid GTIN"), (2, "2 values that are not a valid GTIN")])
    func valuesThatAreNoGTINAreCountedInEnglish(raw: Int, expected: String) {
        var counts = ImportCounts()
        (counts.releasesRead, counts.releases, counts.barcodes, counts.rawBarcodes) = (12, 11, 10, raw)
        let status = IndexStatus(
            path: "/data/cdscan/discogs-dump.sqlite", file: "discogs_20251101_releases.xml.gz",
            dumpDate: "2025-11-01", importedAt: "2026-12-01T22:00:00Z", counts: counts, tracklists: false,
            bytes: 40_960, format: 2)
        let text = IndexStatusText.text(status)
        #expect(text.contains("10 GTINs, \(expected) (kept, not matched)\n"), "\(text)")
    }

    /// A run of several kinds of codes counts copies of codes: each copy is an item, so "copies of items" says nothing.
    @Test func copiesOfMixedKindsAreCopiesOfCodes() throws {
        let gtin = try GTIN(parsing: "029667431224")
        let date = Date(timeIntervalSince1970: 0)
        let items = [
            CatalogItem(id: 1, barcode: gtin.ean13, gtin: gtin, status: .found, source: "list", scannedAt: date),
            CatalogItem(id: 2, barcode: gtin.ean13, gtin: gtin, status: .found, source: "list", scannedAt: date),
            CatalogItem(
                id: 3, kind: .catalogNumber, barcode: "CK 63628", gtin: nil, status: .notFound, source: "list",
                scannedAt: date),
        ]
        let summary = CatalogSummary(items: items, invalidLines: 0, tally: BatchTally(), remaining: 0)
        #expect(summary.copiesLine == "those are 3 copies of 2 codes (each copy is an item of its own)")
    }
}
