import Testing

@testable import Barcode

/// `GTIN.mayBeHalfOfEAN13`: a UPC-E of number system 1, which no trade item carries and half an
/// EAN-13 is bar for bar (the bars themselves: Tests/ScannerTests/HalfOfEAN13Tests).
@Suite struct GTINHalfSymbolTests {
    @Test func aUPCEOfNumberSystemOneMayBeHalfOfAnEAN13() throws {
        // The left half of the EAN-13 5102500487680, as zxing-cpp reads it with the right half hidden.
        let half = try GTIN(parsing: "11025005", hint: .upcE)
        #expect(half.format == .upcE)
        #expect(half.mayBeHalfOfEAN13)
    }

    @Test func aUPCEOfNumberSystemZeroIsACodeOfItsOwn() throws {
        #expect(try GTIN(parsing: "04252614", hint: .upcE).mayBeHalfOfEAN13 == false)
    }

    @Test func longCodesStartingWithOneAreCodesOfTheirOwn() throws {
        // A UPC-A of number system 1 has the same 13-digit form as a UPC-E1 would, 01...; printed
        // as a UPC-A it is a whole symbol.
        let upcA = try GTIN(parsing: "110000002505")
        #expect(upcA.ean13.hasPrefix("01"))
        #expect(upcA.mayBeHalfOfEAN13 == false)
        #expect(try GTIN(parsing: "5102500487680").mayBeHalfOfEAN13 == false)
        #expect(try GTIN(parsing: "11025009", hint: .ean8).mayBeHalfOfEAN13 == false)
    }
}
