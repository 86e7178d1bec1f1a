import Barcode
import Foundation
import Imaging
import Scanner
import Testing

/// Every fixture in Fixtures/images/expected.tsv gives what the manifest says.
@Suite struct FixtureDecodingTests {
    @Test func manifestListsEveryKindOfFixture() {
        #expect(Fixtures.barcodeRows.count >= 40)
        #expect(Fixtures.barcodeRows.filter(\.required).count >= 45)
        #expect(Fixtures.emptyRows.count >= 10)
        #expect(Fixtures.errorRows.count >= 8)
        for row in Fixtures.rows {
            #expect(FileManager.default.fileExists(atPath: row.path), "\(row.file) is in the manifest but missing")
        }
    }

    @Test(arguments: Fixtures.barcodeRows)
    func fixtureReadsAsItsBarcode(_ row: Fixtures.Row) throws {
        let hint: GTIN.Format? = row.symbology == "UPC-E" ? .upcE : nil
        let expected = try GTIN(parsing: row.expect, hint: hint)
        let reader = try PhotoReader()
        let reading = try reader.read(path: row.path)
        let gtins = reading.symbols.compactMap(\.gtin)
        if !row.required && gtins.isEmpty { return }  // beyond every reader so far; a wrong code still fails
        #expect(gtins == [expected], "\(row.file) (\(row.note)) read \(gtins)")
        #expect(reading.symbols.first?.symbology == row.symbology)
    }

    @Test(arguments: Fixtures.emptyRows)
    func fixtureWithoutBarcodeReadsNothing(_ row: Fixtures.Row) throws {
        let reader = try PhotoReader()
        let reading = try reader.read(path: row.path)
        #expect(reading.symbols.isEmpty, "\(row.file) read \(reading.symbols)")
        #expect(reading.pass == nil)
    }

    @Test(arguments: Fixtures.errorRows)
    func corruptFixtureFailsWithItsOwnError(_ row: Fixtures.Row) throws {
        let reader = try PhotoReader()
        let expected = String(row.expect.dropFirst("error:".count))
        do {
            let reading = try reader.read(path: row.path)
            Issue.record("\(row.file) should fail with \(expected), but read \(reading.symbols)")
        } catch {
            #expect(Self.caseName(error) == expected, "\(row.file): \(error)")
            #expect(error.path == row.path)
        }
    }

    static func caseName(_ error: ImageError) -> String {
        String(String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)").prefix { $0 != "(" })
    }
}
