import Album
import Barcode
import Basics
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// The collector's record kept in the catalogue: the migration from schema 5, `items edit`'s
/// changes all or none, the filters and orders of `items list`, and every export.
@Suite struct CopyRecordStoreTests {
    /// A catalogue of schema 5 (the release before the record) at `path`, built from that
    /// release's migrations, with a row a Discogs collection import graded and rated.
    func makeVersion5Catalog(at path: String) throws {
        let database = try Database(path: path)
        for (offset, sql) in Schema.migrations.prefix(5).enumerated() {
            try database.execute(sql)
            try database.execute("PRAGMA user_version = \(offset + 1)")
        }
        try database.execute(
            """
            INSERT INTO items (id, kind, code, format, digits, status, source, notes, added_at,
                collection_status, collection_folder, rating, media_condition, sleeve_condition)
            VALUES (4, 'barcode', '5099750442227', 'EAN-13', '5099750442227', 'pending', 'import', 'signed',
                '2025-01-02T03:04:05Z', 'imported', 'CDs', 4, 'Near Mint (NM or M-)', 'Very Good Plus (VG+)'),
                (9, 'catalog_number', 'CDWIK2 312', NULL, NULL, 'pending', 'argument', '',
                '2025-01-03T03:04:05Z', NULL, NULL, NULL, NULL, NULL);
            """)
    }

    @Test func theMigrationKeepsEveryRowAndTheImportedRatingAndGrades() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try makeVersion5Catalog(at: path)
            let store = try CatalogStore(path: path)
            #expect(try store.database.query("PRAGMA user_version") { $0.integer(0) } == [Int64(Schema.version)])
            let items = try store.allItems()
            #expect(items.map(\.id) == [4, 9])
            #expect(items[0].notes == "signed")
            #expect(items[0].collection == CollectionEntry(status: .imported, folder: "CDs"))
            #expect(
                items[0].condition
                    == CopyCondition(rating: 4, media: "Near Mint (NM or M-)", sleeve: "Very Good Plus (VG+)"))
            #expect(items.allSatisfy { $0.record == CopyRecord() })
            var edit = CopyEdit()
            edit.location = .set(try ShelfLocation(parsing: "Shelf A"))
            try store.apply(edit, to: [.ids([4])])
            let edited = try #require(try store.item(id: 4))
            #expect(edited.condition.rating == 4, "an edit of one field leaves the imported ones")
            #expect(edited.record.location?.description == "Shelf A")
        }
    }

    /// Three copies: two found (The Beatles, Björk), one catalogue number without a release.
    func sampleStore() throws -> CatalogStore { try threeCopyStore() }

    func edit(_ change: (inout CopyEdit) throws -> Void) rethrows -> CopyEdit {
        var edit = CopyEdit()
        try change(&edit)
        return edit
    }

    @Test func anEditSetsEveryFieldOfEveryItemNamedAndRangesTakeTheItemsTheyHold() throws {
        let store = try sampleStore()
        let changed = try store.apply(
            try edit {
                $0.media = .set(.nearMint)
                $0.sleeve = .set(.generic)
                $0.location = .set(try ShelfLocation(parsing: "Living room/Shelf A/3"))
                $0.paid = .set(try Price(parsing: "12.50 EUR"))
                $0.bought = .set(try PurchaseDate(parsing: "2026-03-14"))
                $0.rating = .set(5)
                $0.addedTags = ["jazz", "Live"]
            }, to: [.range(2...40), .ids([1])])
        #expect(changed == [1, 2, 3])
        for item in try store.allItems() {
            #expect(item.condition == CopyCondition(rating: 5, media: "Near Mint (NM or M-)", sleeve: "Generic"))
            #expect(item.record.location?.levels == ["Living room", "Shelf A", "3"])
            #expect(item.record.paid == (try Price(parsing: "12.50 EUR")))
            #expect(item.record.bought?.description == "2026-03-14")
            #expect(item.record.tags == ["jazz", "Live"])
        }
        try store.apply(
            edit {
                $0.rating = .clear; $0.paid = .clear; $0.removedTags = ["live"]
            }, to: [.ids([2])])
        let second = try #require(try store.item(id: 2))
        #expect(second.condition.rating == nil && second.record.paid == nil && second.record.tags == ["jazz"])
        #expect(second.condition.media == "Near Mint (NM or M-)", "fields not named stay")
    }

    @Test func anEditNamingAnUnknownItemChangesNothing() throws {
        let store = try sampleStore()
        #expect(throws: CatalogError.noSuchItem(id: 99)) {
            try store.apply(
                try edit { $0.location = .set(try ShelfLocation(parsing: "Shelf B")) }, to: [.ids([1, 99])])
        }
        #expect(try store.allItems().allSatisfy { $0.record.location == nil })
    }

    @Test func theFiltersKeepWholeLevelsTagsGradesAndWords() throws {
        let store = try sampleStore()
        try store.apply(try edit { $0.location = .set(try ShelfLocation(parsing: "Shelf A/3")) }, to: [.ids([1])])
        try store.apply(try edit { $0.location = .set(try ShelfLocation(parsing: "Shelf AB")) }, to: [.ids([2])])
        try store.apply(
            edit {
                $0.addedTags = ["Jazz"]; $0.media = .set(.veryGood)
            }, to: [.ids([2, 3])])
        let items = try store.allItems()
        func kept(_ filter: ItemFilter) -> [Int64] { items.filter(filter.matches).map(\.id) }
        #expect(kept(ItemFilter(location: try ShelfLocation(parsing: "Shelf A"))) == [1])
        #expect(kept(ItemFilter(location: try ShelfLocation(parsing: "Shelf AB"))) == [2])
        #expect(kept(ItemFilter(tags: ["jazz"])) == [2, 3])
        #expect(kept(ItemFilter(media: .veryGood)) == [2, 3])
        #expect(kept(ItemFilter(search: "beatles help")) == [2])
        #expect(kept(ItemFilter(search: "tplp71")) == [1, 2], "the catalogue number")
        #expect(kept(ItemFilter(search: "one little indian")) == [1, 2], "the label")
        #expect(kept(ItemFilter(search: "bjork")) == [1], "accents aside")
        #expect(kept(ItemFilter(location: try ShelfLocation(parsing: "Shelf A"), tags: ["jazz"])).isEmpty)
    }

    @Test func theStoreAsksForAPlaceInSQLAndCountsCopiesWithoutDecoding() throws {
        let store = try sampleStore()
        try store.record(try GTIN(parsing: Barcodes.ean13), as: .new, source: "argument")  // item 4: Björk again
        try store.apply(try edit { $0.location = .set(try ShelfLocation(parsing: "Étagère/2")) }, to: [.ids([1])])
        try store.apply(try edit { $0.location = .set(try ShelfLocation(parsing: "Étagère")) }, to: [.ids([2])])
        try store.apply(try edit { $0.location = .set(try ShelfLocation(parsing: "Étagère B")) }, to: [.ids([3])])
        let place = try ShelfLocation(parsing: "Étagère")
        #expect(try store.items(matching: ItemFilter(location: place)).map(\.id) == [1, 2])
        #expect(
            try store.items(matching: ItemFilter(location: try ShelfLocation(parsing: "Étagère/2"))).map(\.id) == [1])
        #expect(try store.copiesByRelease() == CatalogCSV.copyCounts(try store.allItems()))
        #expect(try store.copiesByRelease()["discogs-2"] == 2)
    }

    @Test func theOrdersFileArtistsWithoutTheirArticleAndPutMissingValuesLast() throws {
        let store = try sampleStore()
        try store.apply(
            try edit {
                $0.paid = .set(try Price(parsing: "9.99 EUR")); $0.rating = .set(2)
            }, to: [.ids([1])])
        try store.apply(
            try edit {
                $0.paid = .set(try Price(parsing: "12.50 EUR")); $0.rating = .set(5)
            }, to: [.ids([2])])
        let items = try store.allItems()
        #expect(ItemOrder.artist.sorted(items).map(\.id) == [2, 1, 3], "The Beatles under B, before Björk")
        #expect(ItemOrder.paid.sorted(items).map(\.id) == [1, 2, 3])
        #expect(ItemOrder.rating.sorted(items).map(\.id) == [2, 1, 3], "best first")
        #expect(ItemOrder.title.sorted(items).map(\.id) == [2, 1, 3])
    }

    @Test func everyExportCarriesTheRecord() throws {
        let store = try sampleStore()
        try store.apply(
            try edit {
                $0.media = .set(.veryGoodPlus)
                $0.sleeve = .set(.noCover)
                $0.location = .set(try ShelfLocation(parsing: "Shelf \"A\", top/3"))
                $0.paid = .set(try Price(parsing: "0.10 USD"))
                $0.bought = .set(try PurchaseDate(parsing: "1999-12-31"))
                $0.rating = .set(3)
                $0.addedTags = ["jazz", "to sell"]
                $0.notes = "cracked, case"
            }, to: [.ids([1])])
        let items = try store.allItems()
        let csv = try CSVReader().rows(in: CatalogCSV.document(for: items, format: .cdscan, failureTexts: [:]))
        let header = csv[0]
        let row = Dictionary(uniqueKeysWithValues: zip(header, csv[1]))
        #expect(row["location"] == "Shelf \"A\", top/3")
        #expect(row["media_condition"] == "Very Good Plus (VG+)" && row["sleeve_condition"] == "No Cover")
        #expect(row["rating"] == "3" && row["paid"] == "0.10" && row["currency"] == "USD")
        #expect(row["bought"] == "1999-12-31" && row["tags"] == "jazz; to sell")
        #expect(header.dropLast(6).last == "error", "the value columns after it, the others in their places")

        let discogs = try CSVReader().rows(in: CatalogCSV.document(for: items, format: .discogs, failureTexts: [:]))
        let release = Dictionary(uniqueKeysWithValues: zip(discogs[0], discogs[1]))
        #expect(release["Collection Media Condition"] == "Very Good Plus (VG+)")
        #expect(release["Collection Sleeve Condition"] == "No Cover")
        #expect(release["Rating"] == "3" && release["Collection Notes"] == "cracked, case")

        let line = try #require(CatalogJSONL.document(for: items, failureTexts: [:]).split(separator: "\n").first)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(json["location"] as? String == "Shelf \"A\", top/3")
        #expect(json["paid"] as? [String: String] == ["amount": "0.10", "currency": "USD"])
        #expect(json["bought"] as? String == "1999-12-31" && json["tags"] as? [String] == ["jazz", "to sell"])
        #expect(json["media_condition"] as? String == "Very Good Plus (VG+)" && json["rating"] as? Int == 3)
    }

    @Test func aStorePlacesEveryCopyItRecords() throws {
        let store = try sampleStore()
        store.locationOfRecordedCopies = try ShelfLocation(parsing: "Box 2")
        let again = try store.record(try GTIN(parsing: Barcodes.ean13), as: .existing, source: "argument")
        let new = try store.record(try GTIN(parsing: Barcodes.upcA), as: .new, source: "argument")
        let items = try store.allItems()
        #expect(items.filter { $0.record.location?.description == "Box 2" }.map(\.id) == [again.id, new.id])
    }

    @Test func aBackupRestoredKeepsTheRecord() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: Barcodes.ean13), as: .new, source: "argument")
            try store.apply(
                try edit {
                    $0.location = .set(try ShelfLocation(parsing: "Shelf A/3"))
                    $0.paid = .set(try Price(parsing: "12.50 EUR"))
                    $0.bought = .set(try PurchaseDate(parsing: "2026-03-14"))
                    $0.sleeve = .set(.veryGood)
                    $0.addedTags = ["jazz"]
                }, to: [.ids([1])])
            let backup = directory + "/backup.sqlite"
            try OutputFile(backup).write(try store.backupBytes())
            let other = try CatalogStore(path: directory + "/other.sqlite")
            try other.restore(from: backup)
            #expect(try other.allItems().map(\.record) == (try store.allItems().map(\.record)))
            #expect(try other.item(id: 1)?.condition.sleeve == "Very Good (VG)")
        }
    }
}
