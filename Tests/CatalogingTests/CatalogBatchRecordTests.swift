import Barcode
import Foundation
import Scanner
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// Recording the inputs, the runner's events, and the photos, without the network.
@Suite struct CatalogBatchRecordTests {
    @Test func everyInputIsRecordedAndInvalidOnesAreReported() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        let observer = RecordingObserver()
        let inputs = BarcodeListReader.parse("029667431224, shelf 3\n12345\n", name: "list.txt", sourcePrefix: "file")
        #expect(try CatalogBatch.record(inputs, in: store, observer: observer) == 1)
        #expect(observer.events == [.invalidInput(inputs[1], .wrongLength(5))])
        let items = try store.allItems()
        #expect(items.map(\.status) == [.pending, .invalid])
        #expect(items.first?.notes == "shelf 3")
    }

    @Test func theBarcodesAskedAreThoseGivenAndThoseLookedUp() throws {
        var report = BatchReport()
        report.finished = [ItemKey(kind: .barcode, code: "0000000000000")]
        let inputs = [BarcodeInput.argument("029667431224"), .argument("12345")]
        #expect(
            CatalogBatch.asked(report, inputs) == [
                ItemKey(kind: .barcode, code: "0000000000000"), ItemKey(kind: .barcode, code: "0029667431224"),
            ])
    }

    @Test func aBatchFromTheCacheNeedsNoSessionAndReportsEachBarcode() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        let code = try GTIN(parsing: "029667431224")
        try store.record(code, source: "argument")
        try store.cacheLookup([], for: code)
        let observer = RecordingObserver()
        let runner = BatchRunner(
            store: store, options: .init(), observer: observer,
            makeSession: { throw NoSession() })
        let report = runner.run()
        #expect(report.stop == nil)
        var tally = BatchTally(done: 1, notFound: 1)
        tally.fromCache = 1
        #expect(observer.events == [.started(total: 1, counting: .codes), .progressed(tally), .finished])
        #expect(try store.item(for: code)?.status == .notFound)
    }

    @Test func aSessionThatCannotBeMadeStopsTheBatchWithItsError() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        try store.record(try GTIN(parsing: "029667431224"), source: "argument")
        let runner = BatchRunner(
            store: store, options: .init(), observer: RecordingObserver(),
            makeSession: { throw NoSession() })
        let report = runner.run()
        guard case .noSession(let error) = report.stop else {
            Issue.record("expected the batch to stop for want of a session, not \(String(describing: report.stop))")
            return
        }
        #expect(error is NoSession)
        #expect(report.remaining == 1)
        #expect(try store.pending().count == 1)
    }

    @Test func theFirstInterruptIsReportedOnceAndNothingIsLookedUp() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        try store.record(try GTIN(parsing: "029667431224"), source: "argument")
        let observer = RecordingObserver()
        let runner = BatchRunner(
            store: store, options: .init(), observer: observer, interrupt: { .afterCurrent },
            makeSession: { throw NoSession() })
        let report = runner.run()
        #expect(report.stop?.isInterrupted == true)
        #expect(observer.events == [.started(total: 1, counting: .codes), .stopping, .finished])
    }

    @Test func photosGiveOneInputPerBarcodeAndReportWhatGaveNone() throws {
        let clean = PackageRoot.fixture("images/clean/ean13-5099750442227.pgm")
        let empty = PackageRoot.fixture("camera/white.png")
        let observer = RecordingObserver()
        let reading = try PhotoInputs.read([clean, empty, "/nonexistent.png"], directory: "/", observer: observer)
        #expect(reading.photos == 3)
        #expect(reading.inputs.map(\.text) == ["5099750442227"])
        #expect(reading.inputs.map(\.source) == ["image:\(clean)"])
        #expect(reading.failures == [.noBarcode(path: empty), .unreadable(.missing(path: "/nonexistent.png"))])
        #expect(observer.events.first == .readingPhoto(number: 1, of: 3))
        #expect(observer.events.last == .photosRead)
        #expect(
            observer.events.filter { if case .readingPhoto = $0 { true } else { false } } == [
                .readingPhoto(number: 1, of: 3), .readingPhoto(number: 2, of: 3), .readingPhoto(number: 3, of: 3),
            ], "counted in file order, though decoded on every core")
    }

    @Test func photosThatReadNothingOrOnlyAConflictAreKeptForALookAndUnreadableOnesAreNot() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        try CatalogBatch.recordUnread(
            [
                .noBarcode(path: "/photos/blank.jpg"),
                .conflict(path: "/photos/two.jpg", codes: ["0023942431015", "9074932437075"]),
                .unreadable(.missing(path: "/photos/gone.jpg")),
            ], in: store)
        let items = try store.allItems()
        #expect(items.map(\.barcode) == ["/photos/blank.jpg", "/photos/two.jpg"])
        #expect(items.map(\.kind) == [.noBarcode, .noBarcode])
        #expect(items.map(\.notes) == ["", "two codes read in one place: 0023942431015 or 9074932437075"])
        // Read again, they add nothing.
        try CatalogBatch.recordUnread([.noBarcode(path: "/photos/blank.jpg")], in: store)
        #expect(try store.allItems().count == 2)
    }
}

/// The error a session factory throws in these tests.
struct NoSession: Error {}
