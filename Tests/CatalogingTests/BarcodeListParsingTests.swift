import Barcode
import Testing

@testable import Catalog
@testable import Cataloging

/// The tolerant list parser: what people and spreadsheets write.
@Suite struct BarcodeListParsingTests {
    typealias Entry = BarcodeList.Entry

    @Test func plainLinesWithNotesCommentsAndBlanks() {
        let text = "# my CDs\n0029667431224\n\n5099750442227, shelf 3, box 2\n  0 29667 43122 4\t under the bed \n"
        #expect(
            BarcodeList.entries(in: text) == [
                Entry(line: 2, code: "0029667431224"), Entry(line: 4, code: "5099750442227", notes: "shelf 3, box 2"),
                Entry(line: 5, code: "0 29667 43122 4", notes: "under the bed"),
            ])
    }

    @Test func aByteOrderMarkAndWindowsLineEndsChangeNothing() {
        let entries = BarcodeList.entries(in: "\u{FEFF}0029667431224\r\n5099750442227\r\n\r\n4006381333931\r")
        #expect(entries.map(\.code) == ["0029667431224", "5099750442227", "4006381333931"])
        #expect(entries.map(\.line) == [1, 2, 4])
    }

    @Test(arguments: [",", ";", "\t"])
    func quotedFieldsWithAnySeparator(separator: String) {
        let text = "\"0029667431224\"\(separator)\"shelf 3\(separator) \"\"top\"\"\"\n5099750442227\(separator)box"
        #expect(
            BarcodeList.entries(in: text) == [
                Entry(line: 1, code: "0029667431224", notes: "shelf 3\(separator) \"top\""),
                Entry(line: 2, code: "5099750442227", notes: "box"),
            ])
    }

    @Test func theFirstSeparatorSetsTheFilesAndALineWithoutItUsesItsOwn() {
        let text = "0029667431224;shelf 3, top\n5099750442227, box 2"
        #expect(
            BarcodeList.entries(in: text) == [
                Entry(line: 1, code: "0029667431224", notes: "shelf 3, top"),
                Entry(line: 2, code: "5099750442227", notes: "box 2"),
            ])
    }

    @Test func aHeaderLineIsSkippedAndItsColumnsUsed() {
        let text = "Artist;Barcode;Notes;Year\nBjörk;5099750442227;signed;1997\nBen Folds Five;0029667431224;;1997\n"
        #expect(
            BarcodeList.entries(in: text) == [
                Entry(line: 2, code: "5099750442227", notes: "signed"), Entry(line: 3, code: "0029667431224"),
            ])
        #expect(BarcodeList.entries(in: "barcode\n0029667431224").map(\.line) == [2])
        #expect(
            BarcodeList.entries(in: "12345\nabc").map(\.code) == ["12345", "abc"], "a first line with digits is data")
    }

    @Test func spreadsheetBarcodesLoseTheirMarks() {
        let entries = BarcodeList.entries(in: "=\"0029667431224\",x\n'0029667431224\n")
        #expect(entries.map(\.code) == ["0029667431224", "0029667431224"])
    }

    @Test func anUnclosedQuoteKeepsTheRestOfTheLine() {
        #expect(BarcodeList.entries(in: "\"0029667431224, shelf").map(\.code) == ["0029667431224, shelf"])
    }

    @Test func theSpreadsheetFormatsBarcodesAreReadBackWithTheirZeros() throws {
        // cdscan's own list reader takes back the barcodes of an `export --format spreadsheet`.
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument", notes: "=1+1")
        let text = CatalogCSV.document(for: try store.allItems(), format: .spreadsheet, failureTexts: [:])
        #expect(text.contains("=\"0029667431224\""))
        #expect(BarcodeList.entries(in: text).first?.code == "0029667431224")
    }
}
