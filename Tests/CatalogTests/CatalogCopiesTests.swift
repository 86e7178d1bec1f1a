import Album
import Barcode
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// Items are physical copies; what identifies a copy decides what a re-run adds.
@Suite struct CatalogCopiesTests {
    let list = "/home/me/barcodes.txt"

    /// Records `codes` as the lines of `list`, numbering each code's occurrences.
    func recordList(_ codes: [GTIN], notes: [String]? = nil, in store: CatalogStore) throws -> [RecordedCopy] {
        let occurrences = CopyIdentity.occurrences(of: codes)
        return try codes.indices.map { index in
            try store.record(
                codes[index], as: .list(path: list, occurrence: occurrences[index]),
                source: "file:barcodes.txt:\(index + 1)", notes: notes?[index] ?? "")
        }
    }

    @Test func occurrencesAreCountedPerCode() {
        #expect(CopyIdentity.occurrences(of: ["a", "b", "a", "a", "c"]) == [1, 1, 2, 3, 1])
        #expect(CopyIdentity.occurrences(of: [String]()) == [])
    }

    @Test func aRepeatedLineIsACopyWithItsOwnNotes() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.upcA)
        let copies = try recordList(
            [code, code, code], notes: ["copy 1 shelf A", "copy 2 shelf B", "copy 3"], in: store)
        #expect(copies.map(\.isNew) == [true, true, true])
        #expect(copies.map(\.copies) == [1, 2, 3])
        #expect(try store.allItems().map(\.notes) == ["copy 1 shelf A", "copy 2 shelf B", "copy 3"])
        #expect(try store.copies(of: .barcode(code)) == 3)
        #expect(try store.pending() == [code], "one lookup serves every copy")
    }

    @Test func runningTheSameListAgainAddsNothing() throws {
        let store = try memoryStore()
        let codes = try [gtin(number: 1), gtin(number: 2), gtin(number: 1)]
        _ = try recordList(codes, in: store)
        let again = try recordList(codes, in: store)
        #expect(again.map(\.isNew) == [false, false, false])
        #expect(try store.allItems().count == 3)
        // Another list is other copies.
        let other = try store.record(codes[0], as: .list(path: "/home/me/other.txt", occurrence: 1), source: "x")
        #expect(other.isNew && other.copies == 3)
    }

    @Test func aListLineRecordedAgainKeepsItsSourceAndTakesNewNotes() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try gtin(number: 4)
        let first = try store.record(code, as: .list(path: list, occurrence: 1), source: "file:barcodes.txt:1")
        clock.advance(by: 60)
        try store.record(code, as: .list(path: list, occurrence: 1), source: "file:barcodes.txt:9", notes: "boxed")
        let item = try #require(try store.item(id: first.id))
        #expect(item.source == "file:barcodes.txt:1")
        #expect(item.notes == "boxed")
        #expect(item.scannedAt == clock.date().addingTimeInterval(-60))
    }

    @Test func typedAndPipedEntriesAreNewCopiesEachTime() throws {
        let store = try memoryStore()
        let code = try gtin(number: 5)
        let copies = try (1...3).map { _ in try store.record(code, as: .new, source: "argument") }
        #expect(copies.map(\.isNew) == [true, true, true])
        #expect(copies.last?.copies == 3)
    }

    @Test func aPhotoReadAgainIsTheSameCopyAndTwoPhotosAreTwo() throws {
        let store = try memoryStore()
        let code = try gtin(number: 6)
        let front = try store.record(code, as: .photo(path: "/p/a.jpg", index: 1), source: "image:/p/a.jpg")
        let again = try store.record(code, as: .photo(path: "/p/a.jpg", index: 1), source: "image:/p/a.jpg")
        let retake = try store.record(code, as: .photo(path: "/p/b.jpg", index: 1), source: "image:/p/b.jpg")
        #expect(front.isNew && !again.isNew && again.id == front.id)
        #expect(retake.isNew && retake.copies == 2)
    }

    @Test func aNewCopyOfAKnownCodeTakesItsAnswerAndNeedsNoLookup() throws {
        let store = try memoryStore()
        let code = try gtin(number: 7)
        try store.record(code, as: .new, source: "argument")
        try store.recordResult(.found(album("1"), alternatives: [album("2")]), for: .barcode(code))
        let second = try store.record(code, as: .new, source: "camera")
        #expect(second.status == .found && !second.needsLookup(retry: true))
        let item = try #require(try store.item(id: second.id))
        #expect(item.album == album("1") && item.alternatives == [album("2")])
    }

    @Test func aResultIsSavedOnEveryCopy() throws {
        let store = try memoryStore()
        let code = try gtin(number: 8)
        _ = try recordList([code, code], in: store)
        try store.recordResult(.notFound, for: .barcode(code))
        #expect(try store.allItems().map(\.status) == [.notFound, .notFound])
        #expect(try store.allItems().map(\.attempts) == [1, 1])
    }

    @Test func aPersonsChoiceOfOneCopySurvivesARefreshWithFreshData() throws {
        let store = try memoryStore()
        let code = try gtin(number: 9)
        let copies = try recordList([code, code], in: store)
        try store.recordResult(.ambiguous(candidates: [album("1"), album("2")]), for: .barcode(code))
        try store.pick(album("2"), alternatives: [album("1")], item: copies[1].id)
        // Discogs renamed release 2 since; the refresh brings the new title to the chosen copy alone.
        let renamed = album("2", title: "Homogenic (Remastered)")
        try store.recordResult(.ambiguous(candidates: [album("1"), renamed]), for: .barcode(code))
        let items = try store.allItems()
        #expect(items[0].status == .ambiguous && !items[0].picked)
        #expect(items[1].status == .found && items[1].picked)
        #expect(items[1].album == renamed)
        #expect(items[1].alternatives == [album("1")])
        // An answer without the chosen release leaves it as it was.
        try store.recordResult(.notFound, for: .barcode(code))
        #expect(try store.item(id: copies[1].id)?.album == renamed)
        #expect(try store.item(id: copies[1].id)?.attempts == 3)
    }

    @Test func aReviewChoiceAppliesToEveryCopyOfTheBarcode() throws {
        let store = try memoryStore()
        let code = try gtin(number: 10)
        _ = try recordList([code, code], in: store)
        try store.recordResult(.ambiguous(candidates: [album("1"), album("2")]), for: .barcode(code))
        try store.recordChoice(album("1"), alternatives: [album("2")], for: .barcode(code))
        #expect(try store.allItems().allSatisfy { $0.status == .found && $0.picked && $0.album == album("1") })
    }

    @Test func itemsWithoutABarcodeAreKeptWithTheirKind() throws {
        let store = try memoryStore()
        let photo = try store.record(
            ItemKey(kind: .noBarcode, code: "/p/blurry.jpg"), as: .new, source: "image:/p/blurry.jpg")
        let catno = try store.record(ItemKey(kind: .catalogNumber, code: "TPLP71CD"), as: .new, source: "argument")
        let disc = try store.record(
            ItemKey(kind: .discID, code: "XzPS7vW.HPHsYemQh0HBUGr8vuU-"), as: .new, source: "disc")
        #expect(photo.status == .unidentified && !photo.needsLookup(retry: true))
        #expect(catno.status == .pending && disc.status == .pending)
        let items = try store.allItems()
        #expect(items.map(\.kind) == [.noBarcode, .catalogNumber, .discID])
        #expect(items.allSatisfy { $0.gtin == nil })
        #expect(try store.pending().isEmpty, "pending() lists barcodes; other kinds have pendingItems(of:)")
        #expect(try store.pendingItems(of: .catalogNumber).map(\.barcode) == ["TPLP71CD"])
        try store.recordResult(.found(album("4707982"), alternatives: []), forItem: catno.id)
        #expect(try store.item(id: catno.id)?.status == .found)
    }

    @Test func theOldOneItemPerBarcodeCallStillAddsNoCopy() throws {
        let store = try memoryStore()
        let code = try gtin(number: 11)
        #expect(try store.record(code, source: "camera"))
        #expect(try store.record(code, source: "camera"))
        #expect(try store.copies(of: .barcode(code)) == 1)
    }
}
