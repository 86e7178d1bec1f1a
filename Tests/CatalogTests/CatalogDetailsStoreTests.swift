import Album
import Barcode
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// Release details and collection entries in the catalog, the details cache, and the migrations that added them.
@Suite struct CatalogDetailsStoreTests {
    func details(_ id: String, tracks: [String] = ["One", "Two"]) -> ReleaseDetails {
        ReleaseDetails(
            album: album(id), artistCredit: "Björk",
            tracks: [.heading("Disc 1")] + tracks.enumerated().map { Track(position: "1-\($0 + 1)", title: $1) },
            credits: [.init(name: "Mark Bell", role: "Producer")],
            identifiers: [.init(type: "Barcode", value: "5 099750 442227")], notes: "Notes.")
    }

    @Test func detailsAreStoredWithTheItemAndDroppedByANewAnswerOrChoice() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.ean13)
        try store.record(code, source: "argument")
        try store.recordResult(.found(album("1"), alternatives: [album("2")]), for: .barcode(code))
        try store.recordDetails(details("1"), for: .barcode(code))
        #expect(try store.item(for: code)?.details == details("1"))
        try store.recordChoice(album("2"), alternatives: [album("1")], for: .barcode(code))
        #expect(try store.item(for: code)?.details == nil, "the details of another release")
        try store.recordDetails(details("2"), for: .barcode(code))
        try store.recordResult(.found(album("2"), alternatives: []), for: .barcode(code))
        #expect(try store.item(for: code)?.details == nil)
    }

    @Test func detailsForABarcodeNeverRecordedAreRefused() throws {
        let store = try memoryStore()
        #expect(throws: CatalogError.notInCatalog(barcode: "5099750442227")) {
            try store.recordDetails(details("1"), for: .barcode(try GTIN(parsing: Barcodes.ean13)))
        }
    }

    @Test func cachedDetailsAreUsedUntilTheyAreTooOld() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        try store.cacheDetails(details("1"))
        #expect(try store.cachedDetails(of: album("1")) == details("1"))
        #expect(try store.cachedDetails(of: album("2")) == nil)
        var musicBrainz = album("1")
        musicBrainz.source = .musicbrainz
        #expect(try store.cachedDetails(of: musicBrainz) == nil, "the key names the service")
        clock.advance(by: CatalogStore.defaultCacheAge + 1)
        #expect(try store.cachedDetails(of: album("1")) == nil)
        try store.removeExpiredLookups()
        clock.advance(by: -CatalogStore.defaultCacheAge)
        #expect(try store.cachedDetails(of: album("1")) == nil, "removed with the expired lookups")
    }

    @Test func theCollectionEntryIsRecordedAndNamesTheFolderInTheDiscogsCSV() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.ean13)
        try store.record(code, source: "argument")
        try store.recordResult(.found(album("1"), alternatives: []), for: .barcode(code))
        #expect(try store.item(for: code)?.collection == nil)
        #expect(
            CatalogCSV.rows(for: try store.allItems(), format: .discogs, failureTexts: [:])[1][8] == "Uncategorized")
        try store.recordCollection(CollectionEntry(status: .alreadyThere, folder: "CDs"), for: .barcode(code))
        #expect(try store.item(for: code)?.collection == CollectionEntry(status: .alreadyThere, folder: "CDs"))
        #expect(CatalogCSV.rows(for: try store.allItems(), format: .discogs, failureTexts: [:])[1][8] == "CDs")
        #expect(throws: CatalogError.notInCatalog(barcode: "0029667431224")) {
            try store.recordCollection(
                CollectionEntry(status: .added, folder: "CDs"), for: .barcode(try GTIN(parsing: Barcodes.upcA)))
        }
    }

    @Test func aCatalogOfTheFirstSchemaIsBroughtUpToDateWithItsItems() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            do {
                let database = try Database(path: path)
                try database.execute(Schema.migrations[0])
                try database.execute("PRAGMA user_version = 1")
                try database.execute(
                    """
                    INSERT INTO items (barcode, format, digits, status, source, scanned_at)
                    VALUES ('5099750442227', 'EAN-13', '5099750442227', 'pending', 'argument', '2025-11-29T11:32:07Z')
                    """)
            }
            let store = try CatalogStore(path: path)
            let code = try GTIN(parsing: Barcodes.ean13)
            let item = try #require(try store.item(for: code))
            #expect(item.status == .pending)
            #expect(item.details == nil)
            #expect(item.collection == nil)
            try store.recordResult(.found(album("1"), alternatives: []), for: .barcode(code))
            try store.recordDetails(details("1"), for: .barcode(code))
            #expect(try store.item(for: code)?.details == details("1"))
            let version = try Database(path: path).query("PRAGMA user_version") { Int($0.integer(0)) }
            #expect(version == [CatalogStore.schemaVersion])
        }
    }
}
