import Barcode
import Testing

@testable import Catalog

/// `cdscan audit`'s sorting of a shelf: copies count, a misplaced copy says where it is, an
/// extra copy is unknown.
@Suite struct ShelfAuditTests {
    @Test func copiesSeenAndRecordedAreSortedIntoHereMisplacedMissingAndUnknown() throws {
        let store = try memoryStore()
        let twice = try GTIN(parsing: Barcodes.ean13)
        let elsewhere = try GTIN(parsing: Barcodes.upcA)
        let stranger = try gtin(number: 7)
        for _ in 0..<2 { try store.record(twice, as: .new, source: "list") }  // items 1, 2
        try store.record(elsewhere, as: .new, source: "list")  // item 3
        var edit = CopyEdit()
        edit.location = .set(try ShelfLocation(parsing: "Shelf A/2"))
        try store.apply(edit, to: [.ids([1, 2])])
        edit.location = .set(try ShelfLocation(parsing: "Shelf B"))
        try store.apply(edit, to: [.ids([3])])

        let place = try ShelfLocation(parsing: "Shelf A")
        let seen = [twice, elsewhere, stranger].map(ItemKey.barcode)
        let entries = ShelfAudit.findings(
            place: place, seen: seen, copies: try store.allItems().map(ShelfAudit.Copy.init))
        #expect(entries.map(\.status) == [.here, .misplaced, .unknown, .missing])
        #expect(entries.map(\.item) == [1, 3, nil, 2])
        #expect(entries[1].location?.description == "Shelf B")
        #expect(ShelfAudit.counts(entries) == [.here: 1, .misplaced: 1, .unknown: 1, .missing: 1])

        let all = ShelfAudit.findings(
            place: place, seen: [twice, twice].map(ItemKey.barcode),
            copies: try store.allItems().map(ShelfAudit.Copy.init))
        #expect(all.map(\.status) == [.here, .here], "two copies recorded, two seen: none missing")
        let extra = ShelfAudit.findings(
            place: place, seen: [twice, twice, twice].map(ItemKey.barcode),
            copies: try store.allItems().map(ShelfAudit.Copy.init))
        #expect(extra.map(\.status) == [.here, .here, .unknown], "a third copy of a code recorded twice is unknown")
        #expect(
            try store.shelfCopies(at: place, codes: [elsewhere.ean13])
                == [1, 2, 3].compactMap { id in
                    try store.item(id: id).map(ShelfAudit.Copy.init)
                }, "the copies at the place and those of the codes read")
        #expect(try store.shelfCopies(at: place, codes: []).map(\.id) == [1, 2])
    }
}
