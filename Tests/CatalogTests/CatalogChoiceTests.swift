import Album
import Barcode
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// A person's choice for an ambiguous barcode (`cdscan catalog --review`).
@Suite struct CatalogChoiceTests {
    @Test func aChoiceMakesTheItemFoundWithTheOthersAsAlternativesAndIsNoLookup() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try GTIN(parsing: Barcodes.upcA)
        try store.record(code, source: "argument")
        try store.recordResult(.ambiguous(candidates: [album("1"), album("2"), album("3")]), for: .barcode(code))
        let lookedUp = try #require(try store.item(for: code))
        #expect(try store.items(withStatus: .ambiguous).map(\.barcode) == ["0029667431224"])
        clock.advance(by: 60)
        try store.recordChoice(album("2"), alternatives: [album("1"), album("3")], for: .barcode(code))
        let item = try #require(try store.item(for: code))
        #expect(item.status == .found)
        #expect(item.album == album("2"))
        #expect(item.alternatives.map(\.releaseID) == ["1", "3"])
        #expect(item.attempts == lookedUp.attempts)
        #expect(item.lookedUpAt == lookedUp.lookedUpAt)
        #expect(try store.items(withStatus: .ambiguous).isEmpty)
        #expect(try store.pending().isEmpty)
    }

    @Test func aChoiceForABarcodeNeverRecordedIsRefused() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.ean13)
        #expect(throws: CatalogError.notInCatalog(barcode: "5099750442227")) {
            try store.recordChoice(album("1"), alternatives: [], for: .barcode(code))
        }
    }
}
