import Testing

@testable import Barcode

@Suite struct GTINParsingTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        let input: String
        let ean13: String
        let format: GTIN.Format
        let canonical: String
        var testDescription: String { "\"\(input)\"" }
    }

    static let valid: [Valid] = [
        // UPC-A typed with the spaces printed under the bars (The Seeds, "Future").
        Valid(input: "0 29667 43122 4", ean13: "0029667431224", format: .upcA, canonical: "029667431224"),
        Valid(input: "029667431224", ean13: "0029667431224", format: .upcA, canonical: "029667431224"),
        // The same UPC-A as a scanner reporting EAN-13 gives it: a leading 0.
        Valid(input: "0029667431224", ean13: "0029667431224", format: .upcA, canonical: "029667431224"),
        Valid(input: "0 7567-82649-2 4", ean13: "0075678264924", format: .upcA, canonical: "075678264924"),
        Valid(input: "  724384260927\n", ean13: "0724384260927", format: .upcA, canonical: "724384260927"),
        Valid(input: "5 099750 442227", ean13: "5099750442227", format: .ean13, canonical: "5099750442227"),
        Valid(input: "5099750442227", ean13: "5099750442227", format: .ean13, canonical: "5099750442227"),
        Valid(input: "4006381333931", ean13: "4006381333931", format: .ean13, canonical: "4006381333931"),
        Valid(input: "9638-5074", ean13: "0000096385074", format: .ean8, canonical: "96385074"),
        // UPC-E, each zero-suppression rule: 8 digits, 7 (no check), 6 (number system 0 assumed).
        Valid(input: "01234565", ean13: "0012345000065", format: .upcE, canonical: "012345000065"),
        Valid(input: "0123456", ean13: "0012345000065", format: .upcE, canonical: "012345000065"),
        Valid(input: "123456", ean13: "0012345000065", format: .upcE, canonical: "012345000065"),
        Valid(input: "01234505", ean13: "0012000003455", format: .upcE, canonical: "012000003455"),
        Valid(input: "01234531", ean13: "0012300000451", format: .upcE, canonical: "012300000451"),
        Valid(input: "01234543", ean13: "0012340000053", format: .upcE, canonical: "012340000053"),
    ]

    @Test(arguments: valid)
    func validInputParses(_ case_: Valid) throws {
        let gtin = try GTIN(parsing: case_.input)
        #expect(gtin.ean13 == case_.ean13)
        #expect(gtin.format == case_.format)
        #expect(gtin.canonical == case_.canonical)
    }

    static let invalid: [(String, BarcodeError)] = [
        ("", .empty),
        ("   ", .empty),
        ("- -", .empty),
        // The issue's own example: the printed check digit of this Atlantic code is wrong.
        ("0 7567-82649-2 2", .checkDigit(expected: 4, found: 2)),
        ("0029667431225", .checkDigit(expected: 4, found: 5)),
        ("029667431225", .checkDigit(expected: 4, found: 5)),
        ("5099750442228", .checkDigit(expected: 7, found: 8)),
        ("029667A31224", .invalidCharacter("A")),
        ("0296674312240", .checkDigit(expected: 6, found: 0)),
        ("02966743122", .wrongLength(11)),
        ("12345", .wrongLength(5)),
        ("123456789", .wrongLength(9)),
        ("00296674312244", .wrongLength(14)),
        ("2345678", .upcENumberSystem(2)),
        ("0296\u{0}67431224", .invalidCharacter("\u{0}")),
        ("٠٢٩٦٦٧٤٣١٢٢٤", .invalidCharacter("٠")),
        ("０２９６６７４３１２２４", .invalidCharacter("０")),
        ("029667431224; rm -rf /", .invalidCharacter(";")),
        ("$(reboot)", .invalidCharacter("$")),
    ]

    @Test(arguments: invalid)
    func invalidInputIsRejectedWithItsReason(_ input: String, _ expected: BarcodeError) {
        #expect(throws: expected) { try GTIN(parsing: input) }
    }

    @Test func eightDigitsPreferEAN8ButTheHintMakesUPCE() throws {
        // 01234565 is valid both ways; a leading 0 marks an EAN-8 as restricted, so UPC-E wins.
        #expect(try GTIN(parsing: "96385074").format == .ean8)
        #expect(try GTIN(parsing: "12345670").format == .ean8)
        #expect(try GTIN(parsing: "01234565").format == .upcE)
        #expect(try GTIN(parsing: "01234565", hint: .upcE).upcE == "01234565")
    }

    @Test func aVeryLongInputIsRejectedWithoutEchoingIt() {
        let long = String(repeating: "1234567890", count: 100_000)
        #expect(throws: BarcodeError.wrongLength(1_000_000)) { try GTIN(parsing: long) }
    }
}
