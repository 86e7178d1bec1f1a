import Album
import DumpIndex
import Foundation
import Lookup
import Testing

/// Issue 41 point 6: the index answers catalogue numbers, compared as the online lookups
/// compare them, keeps the releases that carry one but no barcode, and an index imported
/// before it held them says to import the dump again.
@Suite struct DumpCatalogNumberTests {
    static func number(_ text: String) throws -> CatalogNumber { try #require(CatalogNumber(text)) }

    @Test func catalogueNumbersAreAnsweredAsTheOnlineLookupsCompareThem() throws {
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(DumpFixtures.gzipped, date: "2025-11-01")
        #expect(status.counts.releases == 11)
        #expect(status.counts.catalogNumberOnly == 1)  // 880902 "No Barcode", FIX 021
        let index = try DumpIndex(path: scratch.indexPath)
        #expect(index.status.counts.catalogNumbers == status.counts.catalogNumbers)
        let nevermind = try #require(try index.albums(forCatalogNumber: Self.number("dgcd 24425"), label: nil))
        #expect(nevermind.map(\.releaseID) == ["880201"])
        #expect(nevermind.first?.source == .discogsDump && nevermind.first?.sourceDate == "2025-11-01")
        let withoutBarcode = try #require(try index.albums(forCatalogNumber: Self.number("FIX-021"), label: nil))
        #expect(withoutBarcode.map(\.title) == ["No Barcode"])
        // Two labels print the same number: the release comes once; the label narrows.
        let darkSide = try #require(try index.albums(forCatalogNumber: Self.number("CDP 7 46001 2"), label: nil))
        #expect(Set(darkSide.map(\.releaseID)) == ["880301", "880302"] && darkSide.count == 2)
        #expect(try index.albums(forCatalogNumber: Self.number("CDP 7 46001 2"), label: "harvest")?.count == 2)
        #expect(try index.albums(forCatalogNumber: Self.number("CDP 7 46001 2"), label: "Columbia")?.isEmpty == true)
        #expect(try index.albums(forCatalogNumber: Self.number("none"), label: nil)?.isEmpty == true)
        guard case .found(let best, _) = try index.lookup(catalogNumber: Self.number("FIX 021"), label: nil) else {
            Issue.record("FIX 021 not found")
            return
        }
        #expect(best.releaseID == "880902")
    }

    @Test func anIndexImportedBeforeCatalogueNumbersSaysToImportAgain() throws {
        let scratch = try ScratchDirectory()
        let index = try scratch.index(alteredBy: "UPDATE meta SET value = '2' WHERE key = 'format'")
        #expect(!index.status.holdsCatalogNumbers && !index.answersCatalogNumbers)
        #expect(try index.albums(forCatalogNumber: Self.number("DGCD-24425"), label: nil) == nil)
        #expect(throws: LookupError.olderIndex(path: scratch.indexPath, lacking: "catalogue numbers")) {
            try index.lookup(catalogNumber: Self.number("DGCD-24425"), label: nil)
        }
    }
}
