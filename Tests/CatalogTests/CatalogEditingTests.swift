import Album
import Barcode
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Catalog

/// What `cdscan items` does to the store: each change one transaction.
@Suite struct CatalogEditingTests {
    func store(with count: Int) throws -> (CatalogStore, [GTIN]) {
        let store = try memoryStore()
        let codes = try (1...count).map { try gtin(number: $0) }
        for code in codes { try store.record(code, as: .new, source: "argument") }
        return (store, codes)
    }

    @Test func removingItemsIsAllOrNothing() throws {
        let (store, _) = try store(with: 3)
        #expect(throws: CatalogError.noSuchItem(id: 99)) { try store.remove([1, 99]) }
        #expect(try store.allItems().count == 3)
        let removed = try store.remove([1, 3, 3])
        #expect(removed.map(\.id) == [1, 3])
        #expect(try store.allItems().map(\.id) == [2])
    }

    @Test func notesAreReplaced() throws {
        let (store, _) = try store(with: 1)
        try store.setNotes("shelf 3, cracked case", item: 1)
        #expect(try store.item(id: 1)?.notes == "shelf 3, cracked case")
        #expect(throws: CatalogError.noSuchItem(id: 7)) { try store.setNotes("x", item: 7) }
    }

    @Test func settingTheCopiesAddsClonesAndRemovesTheNewestOthers() throws {
        let (store, codes) = try store(with: 2)
        try store.recordResult(.found(album("1"), alternatives: []), for: .barcode(codes[0]))
        let more = try store.setCopies(3, item: 1)
        #expect(more.copies == 3 && more.added.count == 2 && more.removed.isEmpty)
        #expect(try store.copies(of: .barcode(codes[0])) == 3)
        let clone = try #require(try store.item(id: more.added[0]))
        #expect(clone.status == .found && clone.album == album("1") && clone.source == "edit")
        // Fewer: the most recently added go, never the item named.
        let fewer = try store.setCopies(1, item: more.added[1])
        #expect(fewer.removed.sorted() == [1, more.added[0]])
        #expect(try store.items(.barcode(codes[0].ean13)).map(\.id) == [more.added[1]])
        #expect(try store.copies(of: .barcode(codes[1])) == 1, "other codes are untouched")
        #expect(throws: CatalogError.noSuchItem(id: 50)) { try store.setCopies(2, item: 50) }
    }

    @Test func selectionsNameItemsByIdStatusAndBarcode() throws {
        let (store, codes) = try store(with: 3)
        try store.record(codes[0], as: .new, source: "camera")
        try store.recordResult(.notFound, for: .barcode(codes[1]))
        try store.recordResult(.error(.interrupted(service: .discogs)), for: .barcode(codes[2]))
        #expect(try store.items(.all).count == 4)
        #expect(try store.items(.ids([4, 2])).map(\.id) == [2, 4])
        #expect(try store.items(.statuses([.notFound, .error])).map(\.id) == [2, 3])
        #expect(try store.items(.barcode(codes[0].ean13)).map(\.id) == [1, 4])
        #expect(try store.barcodes(.all) == codes, "each barcode once, first seen first")
        #expect(try store.barcodes(.statuses([.error])) == [codes[2]])
        #expect(throws: CatalogError.noSuchItem(id: 9)) { try store.existing([1, 9]) }
    }

    @Test func anyItemCanBePickedAndOnlyThatOneChanges() throws {
        let (store, codes) = try store(with: 1)
        try store.record(codes[0], as: .new, source: "camera")
        try store.recordResult(.found(album("1"), alternatives: [album("2")]), for: .barcode(codes[0]))
        try store.pick(album("2"), alternatives: [album("1")], item: 2)
        #expect(try store.item(id: 1)?.album == album("1"))
        #expect(try store.item(id: 2)?.album == album("2"))
        #expect(throws: CatalogError.notInCatalog(barcode: "item 5")) {
            try store.pick(album("2"), alternatives: [], item: 5)
        }
    }
}
