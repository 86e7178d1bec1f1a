import Album
import Barcode
import Foundation
import Lookup
import SQLite
import TestSupport
import Testing

@testable import Catalog

@Suite struct CatalogStoreTests {
    static let timedOut = LookupError.network(
        service: .discogs, attempts: 3, reason: .timedOut(host: "api.discogs.com", seconds: 30))
    static let badGateway = LookupError.serverError(service: .discogs, status: 502, attempts: 3, isHTML: false)

    @Test func newBarcodeIsPendingAndNeedsALookup() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try GTIN(parsing: Barcodes.upcA)
        #expect(try store.record(code, source: "argument", notes: "shelf 3"))
        let item = try #require(try store.item(for: code))
        #expect(item.barcode == "0029667431224")
        #expect(item.gtin == code)
        #expect(item.status == .pending)
        #expect(item.source == "argument")
        #expect(item.notes == "shelf 3")
        #expect(item.scannedAt == clock.date())
        #expect(item.lookedUpAt == nil)
        #expect(item.attempts == 0)
    }

    @Test func recordingTheSameBarcodeAgainKeepsOneRowWithItsFirstSourceAndTime() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let first = clock.date()
        #expect(try store.record(try GTIN(parsing: Barcodes.upcA), source: "file:barcodes.txt:1"))
        clock.advance(by: 60)
        // The same GTIN typed as a 13-digit EAN is the same item.
        #expect(try store.record(try GTIN(parsing: "0029667431224"), source: "camera"))
        let items = try store.allItems()
        #expect(items.count == 1)
        #expect(items.first?.source == "file:barcodes.txt:1")
        #expect(items.first?.scannedAt == first)
    }

    @Test func laterNonEmptyNotesReplaceEarlierOnesAndEmptyOnesDoNot() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.ean13)
        try store.record(code, source: "camera", notes: "first")
        try store.record(code, source: "camera")
        #expect(try store.item(for: code)?.notes == "first")
        try store.record(code, source: "camera", notes: "second")
        #expect(try store.item(for: code)?.notes == "second")
    }

    @Test func pendingListsBarcodesInFirstSeenOrderWithTheirFormats() throws {
        let store = try memoryStore()
        let codes = try [Barcodes.upcE, Barcodes.ean13, Barcodes.ean8, Barcodes.upcA].map { try GTIN(parsing: $0) }
        for code in codes { try store.record(code, source: "argument") }
        try store.record(codes[0], source: "argument")  // seen again: keeps its place
        let pending = try store.pending()
        #expect(pending == codes)
        #expect(pending.map(\.format) == [.upcE, .ean13, .ean8, .upcA])
        #expect(pending.map(\.canonical) == codes.map(\.canonical))
    }

    @Test func foundAndAmbiguousItemsNeverNeedALookupAgain() throws {
        let store = try memoryStore()
        let found = try gtin(number: 1)
        let ambiguous = try gtin(number: 2)
        try store.record(found, source: "argument")
        try store.record(ambiguous, source: "argument")
        try store.recordResult(.found(album("1"), alternatives: []), for: .barcode(found))
        try store.recordResult(.ambiguous(candidates: [album("2"), album("3")]), for: .barcode(ambiguous))
        #expect(try store.pending(retry: true).isEmpty)
        #expect(try !store.record(found, source: "argument", retry: true))
        #expect(try !store.record(ambiguous, source: "argument", retry: true))
    }

    @Test func errorsAreRetriedEveryRunAndNotFoundOnlyWhenAsked() throws {
        let store = try memoryStore()
        let failed = try gtin(number: 1)
        let missing = try gtin(number: 2)
        let waiting = try gtin(number: 3)
        for code in [failed, missing, waiting] { try store.record(code, source: "argument") }
        try store.recordResult(.error(Self.timedOut), for: .barcode(failed))
        try store.recordResult(.notFound, for: .barcode(missing))
        #expect(try store.pending() == [failed, waiting])
        #expect(try store.pending(retry: true) == [failed, missing, waiting])
        #expect(try store.record(failed, source: "argument"))
        #expect(try !store.record(missing, source: "argument"))
        #expect(try store.record(failed, source: "argument", retry: true))
        #expect(try store.record(missing, source: "argument", retry: true))
    }

    @Test func resultIsStoredWithItsAlbumsTimeAndAttemptCount() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try GTIN(parsing: Barcodes.ean13)
        try store.record(code, source: "image:/photos/back.jpg")
        clock.advance(by: 5)
        try store.recordResult(.error(Self.timedOut), for: .barcode(code))
        clock.advance(by: 5)
        let best = album("4707982")
        let others = [album("111", title: "Homogenic (LP)"), album("222")]
        try store.recordResult(.found(best, alternatives: others), for: .barcode(code))
        let item = try #require(try store.item(for: code))
        #expect(item.status == .found)
        #expect(item.album == best)
        #expect(item.alternatives == others)
        #expect(item.error == nil)
        #expect(item.attempts == 2)
        #expect(item.lookedUpAt == clock.date())
    }

    @Test func resultsSurviveClosingAndReopeningTheFile() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let codes = try (1...3).map { try gtin(number: $0) }
            do {
                let store = try CatalogStore(path: path)
                for (line, code) in zip(1..., codes) { try store.record(code, source: "file:list.txt:\(line)") }
                try store.recordResult(.found(album("9"), alternatives: [album("10")]), for: .barcode(codes[0]))
                try store.recordResult(.error(Self.badGateway), for: .barcode(codes[1]))
            }
            let reopened = try CatalogStore(path: path, create: false)
            let items = try reopened.allItems()
            #expect(items.map(\.status) == [.found, .error, .pending])
            #expect(items[0].album == album("9"))
            // Kept as the error itself, not as words: the facts come back as they went in.
            #expect(items[1].error == .lookup(Self.badGateway))
            #expect(try reopened.pending() == [codes[1], codes[2]])
        }
    }

    @Test func eachResultIsVisibleToAnotherConnectionAtOnce() throws {
        // What makes a kill -9 lose nothing finished: no transaction is left open between calls.
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let writer = try CatalogStore(path: path)
            let reader = try CatalogStore(path: path)
            let code = try gtin(number: 7)
            try writer.record(code, source: "camera")
            try writer.recordResult(.notFound, for: .barcode(code))
            #expect(try reader.item(for: code)?.status == .notFound)
        }
    }

    @Test func invalidLinesAreKeptOncePerSourceAndText() throws {
        let store = try memoryStore()
        // An earlier cdscan's words, then the same line recorded again by this one: the reason updated.
        try store.recordInvalid("12345", source: "file:barcodes.txt:4", reason: .recordedText("it has 5 digits"))
        try store.recordInvalid("12345", source: "file:barcodes.txt:4", reason: .invalidBarcode(.wrongLength(5)))
        try store.recordInvalid("12345", source: "file:barcodes.txt:9", reason: .invalidBarcode(.wrongLength(5)))
        try store.recordInvalid("abc", source: "argument", reason: .invalidBarcode(.invalidCharacter("a")))
        try store.recordInvalid("xyz", source: "argument", reason: .invalidBarcode(.invalidCharacter("x")))
        let items = try store.allItems()
        #expect(items.map(\.barcode) == ["12345", "12345", "abc", "xyz"])
        #expect(items.allSatisfy { $0.status == .invalid && $0.gtin == nil })
        #expect(items[0].error == .invalidBarcode(.wrongLength(5)))
        #expect(items[2].error == .invalidBarcode(.invalidCharacter("a")))
        #expect(try store.pending(retry: true).isEmpty)
    }

    @Test func invalidTextThatLooksLikeABarcodeDoesNotClashWithIt() throws {
        let store = try memoryStore()
        let code = try gtin(number: 5)
        try store.recordInvalid(code.ean13, source: "argument", reason: .recordedText("made up"))
        #expect(try store.record(code, source: "argument"))
        #expect(try store.allItems().count == 2)
    }

    @Test func resultForAnUnrecordedBarcodeIsRefused() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        #expect(throws: CatalogError.notInCatalog(barcode: code.ean13)) {
            try store.recordResult(.notFound, for: .barcode(code))
        }
    }

    @Test func catalogFromANewerCdscanIsRefused() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            do {
                let database = try Database(path: path)
                try database.execute("PRAGMA user_version = 99")
            }
            #expect(throws: CatalogError.newerSchema(path: path, found: 99, supported: CatalogStore.schemaVersion)) {
                try CatalogStore(path: path)
            }
        }
    }

    @Test func openingWithoutCreateReportsAMissingCatalog() throws {
        try withScratchDirectory { directory in
            let path = directory + "/none/catalog.sqlite"
            #expect(throws: CatalogError.missing(path: path)) { try CatalogStore(path: path, create: false) }
            #expect(!FileManager.default.fileExists(atPath: directory + "/none"))
        }
    }

    @Test func aFileThatIsNotSQLiteGivesAdvice() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: CatalogError.self) { try CatalogStore(path: path) }
            #expect(error == .notACatalog(path: path, reason: "not an SQLite database"))
        }
    }

    @Test func damagedAlbumDataIsReportedNotCrashedOn() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        try store.record(code, source: "argument")
        try store.database.run("UPDATE items SET status = 'found', album = '{not json'")
        let error = #expect(throws: CatalogError.self) { try store.allItems() }
        guard case .damagedItem(_, let barcode, _) = error else {
            Issue.record("expected damagedItem, got \(String(describing: error))")
            return
        }
        #expect(barcode == code.ean13)
    }
}
