import Album
import Barcode
import Testing

@testable import Catalog

/// A lookup's rows go in together or not at all.
@Suite struct CatalogTransactionTests {
    @Test func aLookupsCacheEntryAndResultAreCommittedTogether() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        try store.record(code, source: "argument")
        try store.recordLookup([album("1")], outcome: .found(album("1"), alternatives: []), for: code)
        #expect(try store.cachedLookup(for: code)?.albums == [album("1")])
        #expect(try store.item(for: code)?.status == .found)
    }

    @Test func aFailedResultLeavesNoCacheEntryBehind() throws {
        let store = try memoryStore()
        let never = try gtin(number: 2)  // not recorded: saving its result fails
        #expect(throws: CatalogError.notInCatalog(barcode: never.ean13)) {
            try store.recordLookup([album("2")], outcome: .found(album("2"), alternatives: []), for: never)
        }
        #expect(try store.cachedLookup(for: never) == nil)
    }

    @Test func aTransactionThatThrowsWritesNothing() throws {
        let store = try memoryStore()
        let code = try gtin(number: 3)
        #expect(throws: CatalogError.notInCatalog(barcode: "x")) {
            try store.transaction { () throws(CatalogError) in
                try store.record(code, source: "argument")
                throw CatalogError.notInCatalog(barcode: "x")
            }
        }
        #expect(try store.allItems().isEmpty)
        try store.transaction { () throws(CatalogError) in try store.record(code, source: "argument") }
        #expect(try store.allItems().count == 1)
    }
}
