import Album
import Barcode
import Basics
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// A Discogs collection export in, and the formats out.
@Suite struct CatalogImportExportTests {
    func exportRows() throws -> [[String]] {
        let data = try Data(contentsOf: fixturesDirectory().appendingPathComponent("discogs/collection-export.csv"))
        return try CSVReader().rows(in: data)
    }

    @Test func aDiscogsExportIsRecognisedByItsHeaderInAnyOrder() throws {
        #expect(DiscogsCollectionImport.recognises(try exportRows()[0]))
        #expect(DiscogsCollectionImport.recognises(DiscogsExport.columns.reversed().map { " \($0.uppercased()) " }))
        #expect(!DiscogsCollectionImport.recognises(CatalogCSV.columns))
        #expect(DiscogsCollectionImport.parse([["barcode"], ["0029667431224"]]) == nil)
    }

    @Test func everyRowKeepsRatingFolderConditionsNotesAndDate() throws {
        let parsed = try #require(DiscogsCollectionImport.parse(try exportRows()))
        #expect(parsed.rows.map(\.releaseID) == ["4707982", "4707982", "1083520"])
        let first = parsed.rows[0]
        #expect(first.album.artist == "Björk" && first.album.catalogNumber == "TPLP71CD" && first.album.year == 1997)
        #expect(first.album.source == .discogs && first.album.url == "https://www.discogs.com/release/4707982")
        #expect(first.folder == "CDs" && first.notes == "shelf 3, left")
        #expect(
            first.condition == CopyCondition(rating: 5, media: "Near Mint (NM or M-)", sleeve: "Very Good Plus (VG+)"))
        #expect(first.dateAdded == Timestamp.date("2024-03-02T18:04:11Z"))
        #expect(parsed.rows[1].condition.rating == nil, "0 is Discogs' 'not rated'")
        #expect(parsed.problems == [.init(row: 5, releaseID: "not-a-number")])
    }

    @Test func importingTwiceAddsNothingAndACopyIsAnItem() throws {
        let store = try memoryStore()
        let parsed = try #require(DiscogsCollectionImport.parse(try exportRows()))
        for _ in 1...2 {
            let occurrences = CopyIdentity.occurrences(of: parsed.rows.map(\.releaseID))
            for (row, occurrence) in zip(parsed.rows, occurrences) {
                try store.recordImported(
                    row, as: .collectionExport(path: "/x/export.csv", occurrence: occurrence),
                    source: "discogs-export:export.csv:\(row.row)")
            }
        }
        let items = try store.allItems()
        #expect(items.count == 3)
        #expect(items.map(\.kind) == [.release, .release, .release])
        #expect(items.map(\.barcode) == ["discogs:4707982", "discogs:4707982", "discogs:1083520"])
        #expect(items.map(\.status) == [.pending, .pending, .pending], "each release is fetched for its barcode")
        #expect(items[0].collection == CollectionEntry(status: .imported, folder: "CDs"))
        #expect(items[0].scannedAt == Timestamp.date("2024-03-02T18:04:11Z"))
        #expect(try store.pendingItems(of: .release).count == 3)
        // What the import kept goes back out in Discogs' own columns, once the release is fetched.
        try store.recordResult(.found(parsed.rows[0].album, alternatives: []), forItem: items[0].id)
        let fetched = try #require(try store.item(id: items[0].id))
        let row = try #require(DiscogsExport.row(fetched))
        #expect(row[5] == "5" && row[8] == "CDs" && row[10] == "Near Mint (NM or M-)" && row[12] == "shelf 3, left")
    }

    @Test func aFileIsReadAsAnExportOnlyWhenItIsCSVWithDiscogsHeader() throws {
        let bytes = try Data(contentsOf: fixturesDirectory().appendingPathComponent("discogs/collection-export.csv"))
        #expect(try DiscogsCollectionImport.read(bytes).rows.count == 3)
        #expect(throws: DiscogsCollectionImport.Failure.notAnExport(missing: DiscogsExport.columns)) {
            try DiscogsCollectionImport.read(Data("barcode\n029667431224\n".utf8))
        }
        #expect(throws: DiscogsCollectionImport.Failure.csv(.invalidUTF8(line: 2))) {
            try DiscogsCollectionImport.read(Data("a,b\n".utf8) + [0xFF])
        }
        let header = DiscogsExport.columns.joined(separator: ",")
        #expect(DiscogsCollectionImport.startsAnExport("\u{FEFF}" + header + "\r\n1,2,3\r\n"))
        #expect(!DiscogsCollectionImport.startsAnExport("029667431224\n" + header + "\n"))
        #expect(!DiscogsCollectionImport.startsAnExport(""))
    }

    @Test func importingAgainNeverReplacesTheFetchedRelease() throws {
        let store = try memoryStore()
        let row = try #require(DiscogsCollectionImport.parse(try exportRows())?.rows.first)
        let identity = CopyIdentity.collectionExport(path: "/x/export.csv", occurrence: 1)
        let first = try store.recordImported(row, as: identity, source: "discogs-export:export.csv:2")
        var fetched = row.album
        fetched.country = "Europe"
        try store.recordResult(.found(fetched, alternatives: []), forItem: first.id)
        var edited = row
        edited.condition.rating = 3
        let again = try store.recordImported(edited, as: identity, source: "discogs-export:export.csv:2")
        #expect(!again.isNew && again.id == first.id)
        let item = try #require(try store.item(id: first.id))
        #expect(item.album?.country == "Europe" && item.status == .found)
        #expect(item.condition.rating == 3, "what the row says is brought up to date")
    }

    @Test func theDiscogsFormatHoldsDiscogsIdsOnlyAndSaysWhatItLeftOut() throws {
        let store = try memoryStore()
        var musicBrainz = album("b1f1f1f1-0000-4000-8000-000000000001")
        musicBrainz.source = .musicbrainz
        let outcomes: [CatalogOutcome] = [
            .found(album("1"), alternatives: []), .found(musicBrainz, alternatives: []),
            .ambiguous(candidates: [album("2"), album("3")]), .notFound,
        ]
        for (number, outcome) in zip(1..., outcomes) {
            let code = try gtin(number: number)
            try store.record(code, as: .new, source: "argument")
            try store.recordResult(outcome, for: .barcode(code))
        }
        try store.recordInvalid("12345", as: .new, source: "argument", reason: .recordedText("too short"))
        try store.record(ItemKey(kind: .noBarcode, code: "/p/x.jpg"), as: .new, source: "image:/p/x.jpg")
        let items = try store.allItems()
        #expect(CatalogCSV.rows(for: items, format: .discogs, failureTexts: [:]).dropFirst().map { $0[7] } == ["1"])
        #expect(
            DiscogsExport.leftOut(items) == [.musicBrainz: 1, .ambiguous: 1, .notFound: 1, .invalid: 1, .noBarcode: 1])
    }

    @Test func theSpreadsheetFormatKeepsLeadingZerosAndHasABOM() throws {
        let store = try memoryStore()
        try store.record(try GTIN(parsing: Barcodes.upcA), as: .new, source: "argument", notes: "=1+1")
        try store.recordInvalid("0123", as: .new, source: "argument", reason: .recordedText("too short"))
        let text = CatalogCSV.document(for: try store.allItems(), format: .spreadsheet, failureTexts: [:])
        #expect(text.hasPrefix("\u{FEFF}barcode,status,"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[1].hasPrefix("=\"0029667431224\",pending,"))
        #expect(lines[1].contains(",'=1+1,"), "other cells keep the formula defence")
        #expect(lines[2].hasPrefix("=\"0123\",invalid,"), "an invalid line's digits keep their zeros too")
        // That cdscan's own list reader takes them back: BarcodeListParsingTests (Cataloging).
    }

    @Test func jsonLinesHoldOneItemALineWithEveryCandidate() throws {
        let store = try memoryStore()
        let code = try GTIN(parsing: Barcodes.ean13)
        try store.record(code, as: .new, source: "argument")
        try store.record(code, as: .new, source: "camera")
        try store.recordResult(.ambiguous(candidates: [album("7"), album("8", title: "Other")]), for: .barcode(code))
        let text = CatalogCSV.document(for: try store.allItems(), format: .jsonl, failureTexts: [:])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 && text.hasSuffix("\n"))
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(record["item"] as? Int == 2 && record["kind"] as? String == "barcode")
        #expect(record["copies"] as? Int == 2 && record["status"] as? String == "ambiguous")
        #expect((record["best"] as? [String: Any])?["release_id"] as? Int == 7)
        #expect(record["service"] as? String == "discogs" && record["album"] == nil)
        #expect((record["alternatives"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Homogenic", "Other"])
        #expect(lines[0].contains("\"added_at\":\"2025-11-29T11:32:07Z\""))
    }

    @Test func copiesAreCountedPerCodeInTheCSV() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        for _ in 1...3 { try store.record(code, as: .new, source: "argument") }
        try store.record(try gtin(number: 2), as: .new, source: "argument")
        let rows = CatalogCSV.rows(for: try store.allItems(), format: .cdscan, failureTexts: [:])
        let copies = try #require(CatalogCSV.columns.firstIndex(of: "copies"))
        #expect(rows.dropFirst().map { $0[copies] } == ["3", "3", "3", "1"])
    }
}
