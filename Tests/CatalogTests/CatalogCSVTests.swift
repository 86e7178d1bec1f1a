import Album
import Barcode
import Basics
import Foundation
import TestSupport
import Testing

@testable import Catalog

@Suite struct CatalogCSVTests {
    /// A found, an ambiguous, a pending and an invalid item, recorded at known times.
    func sampleItems() throws -> [CatalogItem] {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let found = try GTIN(parsing: Barcodes.ean13)
        let ambiguous = try GTIN(parsing: Barcodes.upcA)
        try store.record(found, source: "file:barcodes.txt:1", notes: "=cmd|' /C calc'!A0")
        clock.advance(by: 1)
        try store.record(ambiguous, source: "camera")
        try store.record(try gtin(number: 3), source: "image:/photos/back, side.jpg")
        try store.recordInvalid("12345", source: "argument", reason: .invalidBarcode(.wrongLength(5)))
        try store.recordResult(
            .found(album("4707982"), alternatives: [album("111"), album("222")]), for: .barcode(found))
        try store.recordResult(.ambiguous(candidates: [album("7"), album("8")]), for: .barcode(ambiguous))
        return try store.allItems()
    }

    @Test func cdscanHeaderIsExactly() {
        let expected: String =
            "barcode,status,artist,title,year,label,catno,format,country,genres,styles,release_id,url,"
            + "alternatives,source,notes,scanned_at,service,item,kind,copies,rating,media_condition,"
            + "sleeve_condition,folder,code,location,paid,currency,bought,tags,error,"
            + "value,value_currency,value_basis,lowest_price,for_sale,valued_at"
        #expect(CatalogCSV.columns.joined(separator: ",") == expected)
    }

    @Test func discogsHeaderIsExactlyDiscogsOwn() {
        let header = CSVWriter().encodeRow(CatalogCSV.discogsColumns)
        #expect(
            header == "Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,"
                + "Collection Media Condition,Collection Sleeve Condition,Collection Notes\r\n")
    }

    @Test func cdscanRowsHoldEveryItemInOrder() throws {
        let items = try sampleItems()
        // The failures' words are Presentation's, handed in by item number; the store keeps them typed.
        #expect(items[3].error == .invalidBarcode(.wrongLength(5)))
        let rows = CatalogCSV.rows(for: items, format: .cdscan, failureTexts: [items[3].id: "it has 5 digits"])
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.count == CatalogCSV.columns.count })
        #expect(
            rows[1] == [
                "5099750442227", "found", "Björk", "Homogenic", "1997", "One Little Indian; Elektra", "TPLP71CD",
                "CD, Album", "GB", "Electronic; Pop", "Trip Hop; Experimental", "4707982",
                "https://www.discogs.com/release/4707982", "111; 222", "file:barcodes.txt:1", "=cmd|' /C calc'!A0",
                "2025-11-29T11:32:07Z", "discogs", "1", "barcode", "1", "", "", "", "", "5099750442227", "", "", "", "",
                "", "", "", "", "", "", "", "",
            ])
        // An ambiguous row carries its best candidate's fields and service; every candidate's id.
        #expect(rows[2].prefix(4) == ["0029667431224", "ambiguous", "Björk", "Homogenic"])
        #expect(rows[2][11] == "7")
        #expect(rows[2][13] == "7; 8")
        #expect(rows[2][17] == "discogs")
        #expect(rows[3][1] == "pending")
        #expect(rows[4].prefix(2) == ["12345", "invalid"])
        #expect(
            rows[4][CatalogCSV.columns.firstIndex(of: "error") ?? 0] == "it has 5 digits",
            "the error column says why a row is invalid")
    }

    @Test func discogsRowsHoldFoundReleasesOnly() throws {
        let rows = CatalogCSV.rows(for: try sampleItems(), format: .discogs, failureTexts: [:])
        #expect(
            rows.dropFirst() == [
                [
                    "TPLP71CD", "Björk", "Homogenic", "One Little Indian, Elektra", "CD, Album", "", "1997", "4707982",
                    "Uncategorized", "2025-11-29 11:32:07", "", "", "=cmd|' /C calc'!A0",
                ]
            ])
    }

    @Test(arguments: [CatalogCSV.Format.cdscan, .discogs])
    func exportIsReadBackAsTheSameRows(format: CatalogCSV.Format) throws {
        let items = try sampleItems()
        let text = CatalogCSV.document(for: items, format: format, failureTexts: [:])
        // Read by programs and Discogs: every value as it is, without the spreadsheet's formula guard.
        #expect(text.contains(",=cmd|' /C calc'!A0,") || text.contains(",=cmd|' /C calc'!A0\r\n"))
        #expect(
            try CSVReader(undoesFormulaDefence: false).rows(in: text)
                == CatalogCSV.rows(for: items, format: format, failureTexts: [:]))
    }

    @Test func exportReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.csv"
            try "old contents\n".write(toFile: path, atomically: false, encoding: .utf8)
            let items = try sampleItems()
            try CatalogCSV.export(items, format: .cdscan, failureTexts: [:], to: path)
            #expect(
                try String(contentsOfFile: path, encoding: .utf8)
                    == CatalogCSV.document(for: items, format: .cdscan, failureTexts: [:]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["catalog.csv"])
        }
    }

    @Test func exportToAMissingDirectoryFailsWithAdvice() throws {
        try withScratchDirectory { directory in
            let path = directory + "/missing/catalog.csv"
            let error = #expect(throws: CatalogError.self) {
                try CatalogCSV.export([], format: .cdscan, failureTexts: [:], to: path)
            }
            let cause = OutputFileError.noFolder(path: path, folder: directory + "/missing")
            #expect(error == .output(cause))
        }
    }

    @Test func exportToAFolderSaysItIsAFolder() throws {
        try withScratchDirectory { directory in
            let error = #expect(throws: CatalogError.self) {
                try CatalogCSV.export([], format: .cdscan, failureTexts: [:], to: directory)
            }
            #expect(error == .output(.isAFolder(path: directory)))
        }
    }
}
