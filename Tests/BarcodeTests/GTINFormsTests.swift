import Testing

@testable import Barcode

@Suite struct GTINFormsTests {
    @Test func upcAReadAsEAN13IsTheSameBarcode() throws {
        let twelve = try GTIN(parsing: "029667431224")
        let thirteen = try GTIN(parsing: "0029667431224")
        #expect(twelve == thirteen)
        #expect(Set([twelve, thirteen]).count == 1)
    }

    @Test func upcASearchesTwelveDigitsThenThirteenThenPrinted() throws {
        let gtin = try GTIN(parsing: "0029667431224")
        #expect(gtin.searchForms == ["029667431224", "0029667431224", "0 29667 43122 4"])
    }

    @Test func ean13SearchesItselfThenPrinted() throws {
        #expect(try GTIN(parsing: "5099750442227").searchForms == ["5099750442227", "5 099750 442227"])
    }

    @Test func ean8SearchesEightDigitsThenPaddedThenPrinted() throws {
        #expect(try GTIN(parsing: "96385074").searchForms == ["96385074", "0000096385074", "9638 5074"])
    }

    @Test func upcESearchesItsUPCAThenItselfThenEAN13() throws {
        let gtin = try GTIN(parsing: "01234565")
        #expect(gtin.searchForms == ["012345000065", "01234565", "0012345000065", "0 12345 00006 5"])
    }

    @Test(arguments: ["01234565", "01234505", "01234531", "01234543"])
    func upcECompressionUndoesExpansion(_ upcE: String) throws {
        let gtin = try GTIN(parsing: upcE, hint: .upcE)
        #expect(gtin.upcE == upcE)
    }

    @Test func checkDigitFollowsGS1() {
        #expect(GTIN.checkDigit(for: [0, 2, 9, 6, 6, 7, 4, 3, 1, 2, 2]) == 4)
        #expect(GTIN.checkDigit(for: [5, 0, 9, 9, 7, 5, 0, 4, 4, 2, 2, 2]) == 7)
        #expect(GTIN.checkDigit(for: [9, 6, 3, 8, 5, 0, 7]) == 4)
    }

    @Test func anEAN8SymbolIsNeverTakenForAUPCE() throws {
        // Set B of bench/degraded-set.py, render-0000008620194: both engines read the EAN-8
        // symbol 08620194, whose check digit also fits the UPC-E 086201000094. Typed, the 0
        // prefix makes UPC-E the likelier reading; read off an EAN-8 symbol, it is the EAN-8.
        let read = try GTIN(parsing: "08620194", hint: .ean8)
        #expect(read.ean13 == "0000008620194")
        #expect(read.format == .ean8)
        #expect(try GTIN(parsing: "08620194").format == .upcE)
        #expect(throws: BarcodeError.self) { try GTIN(parsing: "08620195", hint: .ean8) }
    }
}
