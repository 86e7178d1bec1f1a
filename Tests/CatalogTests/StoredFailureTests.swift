import Barcode
import Foundation
import Lookup
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// The `error` column keeps a failure's facts (`StoredFailure`), never words: this target does
/// not link Presentation, so what is read back here is all the catalogue itself knows.
@Suite struct StoredFailureTests {
    static let failures: [StoredFailure] = [
        .lookup(.serverError(service: .discogs, status: 502, attempts: 3, isHTML: true)),
        .lookup(.network(service: .musicbrainz, attempts: 1, reason: .timedOut(host: "musicbrainz.org", seconds: 2.5))),
        .lookup(.unexpectedResponse(service: .discogs, status: 302, mediaType: nil, subject: "release 4707982")),
        .invalidBarcode(.empty), .invalidBarcode(.invalidCharacter("\u{202E}")), .invalidBarcode(.wrongLength(5)),
        .invalidBarcode(.checkDigit(expected: 4, found: 7)), .invalidBarcode(.upcENumberSystem(3)),
        .invalidBarcode(.variableMeasure), .invalidBarcode(.missingLeadingZero(upcA: "029667431224")),
        .invalidBarcode(.notMusic(.book)), .notACatalogNumber,
    ]

    /// The `error` column of item `id` as SQLite holds it.
    func column(_ store: CatalogStore, item id: Int64) throws -> String? {
        try store.database.query("SELECT error FROM items WHERE id = ?", [.integer(id)]) { $0.text(0) }.first ?? nil
    }

    @Test(arguments: failures) func eachFailureComesBackAsTheSameValue(failure: StoredFailure) throws {
        let store = try memoryStore()
        let copy = try store.recordInvalid("12345", as: .new, source: "argument", reason: failure)
        #expect(try store.item(id: copy.id)?.error == failure)
        // Its facts as JSON, not words: no word of Presentation's reaches the catalogue.
        let stored = try #require(try column(store, item: copy.id))
        #expect(stored.hasPrefix("{"))
        #expect(StoredFailure(storedText: stored, decoder: JSONDecoder()) == failure)
    }

    @Test func aFailedLookupIsKeptAsItsError() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        try store.record(code, source: "argument")
        let error = LookupError.forbidden(service: .discogs, status: 403, isHTML: true)
        try store.recordResult(.error(error), for: .barcode(code))
        let item = try #require(try store.item(for: code))
        #expect(item.status == .error)
        #expect(item.error == .lookup(error))
        #expect(
            try column(store, item: item.id)
                == #"{"lookup":{"_0":{"forbidden":{"isHTML":true,"service":"discogs","status":403}}}}"#)
    }

    @Test func wordsAnEarlierCdscanStoredAreReadAsTheyAre() throws {
        let store = try memoryStore()
        let code = try gtin(number: 2)
        try store.record(code, source: "argument")
        // What a cdscan that stored failures as text left in the column.
        let words = "Discogs is not working right now (HTTP 502 after 3 attempts); try again later"
        try store.database.run(
            "UPDATE items SET status = 'error', error = ? WHERE code = ?", [.text(words), .text(code.ean13)])
        #expect(try store.item(for: code)?.error == .recordedText(words))
        // Text that merely starts like JSON is still an earlier cdscan's words.
        #expect(StoredFailure(storedText: "{not json", decoder: JSONDecoder()) == .recordedText("{not json"))
        // Recorded again as it is, an earlier row's words stay the same text in the column.
        try store.recordInvalid("abc", source: "argument", reason: .recordedText(words))
        #expect(try store.allItems().last?.error == .recordedText(words))
    }
}
