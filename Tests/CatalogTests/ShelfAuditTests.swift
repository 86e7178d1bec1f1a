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

    /// One place rule for `items list --location` and audit's here and missing: canonical
    /// equivalence. A place typed with "e" and a combining accent is kept in NFC, and one an
    /// older cdscan stored so is still the place spelled with a precomposed "é".
    @Test func aPlaceIsTheSameInEitherUnicodeForm() throws {
        let store = try memoryStore()
        let first = try GTIN(parsing: Barcodes.ean13)
        let second = try GTIN(parsing: Barcodes.upcA)
        try store.record(first, as: .new, source: "list")  // item 1
        try store.record(second, as: .new, source: "list")  // item 2
        let (nfc, nfd) = ("Caf\u{E9}", "Cafe\u{301}")
        var edit = CopyEdit()
        edit.location = .set(try ShelfLocation(parsing: nfd + "/B"))
        try store.apply(edit, to: [.ids([1])])
        let kept = try store.item(id: 1)?.record.location?.description
        #expect(kept.map { Array($0.unicodeScalars) } == Array((nfc + "/B").unicodeScalars), "kept in NFC")
        // As a catalogue written before places were kept in NFC may hold it.
        try store.database.run("UPDATE items SET location = ? WHERE id = 2", [.text(nfd + "/A")])

        let place = try ShelfLocation(parsing: nfc)
        #expect(try store.items(matching: ItemFilter(location: place)).map(\.id) == [1, 2])
        let copies = try store.shelfCopies(at: place, codes: [])
        #expect(copies.map(\.id) == [1, 2])
        #expect(ShelfAudit.findings(place: place, seen: [], copies: copies).map(\.status) == [.missing, .missing])
        let here = ShelfAudit.findings(
            place: place, seen: [first, second].map(ItemKey.barcode),
            copies: try store.shelfCopies(at: place, codes: [first.ean13, second.ean13]))
        #expect(here.map(\.status) == [.here, .here])
        #expect(try store.shelfCopies(at: try ShelfLocation(parsing: "Caf"), codes: []).isEmpty, "whole levels")
    }
}
