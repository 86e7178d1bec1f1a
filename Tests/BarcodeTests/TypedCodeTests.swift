import Testing

@testable import Barcode

@Suite struct TypedCodeTests {
    func reading(_ text: String) throws -> BarcodeReading {
        guard case .barcode(let reading) = TypedCode(reading: text) else {
            Issue.record("\"\(text)\" was not read as a barcode: \(TypedCode(reading: text))")
            throw BarcodeError.empty
        }
        return reading
    }

    @Test func aGTIN14WithIndicator0IsTheEAN13InsideIt() throws {
        let reading = try reading("00029667431224")
        #expect(reading.gtin.ean13 == "0029667431224")
        #expect(reading.notes == [.gtin14LeadingZero(ean13: "0029667431224")])
        #expect(reading.addOn == nil)
    }

    @Test func aPackagingIndicatorLooksUpTheItemsGTIN13AndWarns() throws {
        // 1 + 509975044222 + check 4: a case of the EAN-13 5099750442227.
        let reading = try reading("15099750442224")
        #expect(reading.gtin.ean13 == "5099750442227")
        #expect(reading.notes == [.packagingIndicator(1, item: "5099750442227")])
        #expect(reading.notes.allSatisfy { $0.isWarning })
    }

    @Test func aVariableMeasureGTIN14IsAnInvalidBarcode() {
        #expect(TypedCode(reading: "95099750442220") == .invalidBarcode(.variableMeasure))
    }

    @Test func aGTIN14WithAWrongCheckDigitIsInvalidNotAnAddOn() {
        // A UPC-A and its add-on typed without a space stay a (wrong) GTIN-14: 12 + 2 is not guessed.
        #expect(TypedCode(reading: "02966743122412") == .invalidBarcode(.checkDigit(expected: 7, found: 2)))
    }

    @Test(arguments: [
        ("0 29667 43122 4 12", "0029667431224", "12"),
        ("029667431224-12", "0029667431224", "12"),
        ("5099750442227 00199", "5099750442227", "00199"),
        ("01234565 07", "0012345000065", "07"),
        // Lengths no code has alone: the add-on can only be the tail.
        ("509975044222712", "5099750442227", "12"),
        ("02966743122400199", "0029667431224", "00199"),
        ("509975044222700199", "5099750442227", "00199"),
        ("0123456507", "0012345000065", "07"),
    ])
    func anAddOnIsKeptAndTheMainCodeLookedUp(_ input: String, _ ean13: String, _ addOn: String) throws {
        let reading = try reading(input)
        #expect(reading.gtin.ean13 == ean13)
        #expect(reading.addOn == addOn)
        #expect(reading.notes == [.addOn(addOn)])
    }

    @Test func aSeparatedTailAfterAnUncheckedUPCEIsNotAnAddOn() {
        // "123456 12": 6 digits have no check digit to confirm the split, so the 8 digits are read.
        #expect(TypedCode(reading: "123456 12") == TypedCode(reading: "12345612"))
    }

    @Test func elevenDigitsAreNotABarcodeButHintTheUPCA() {
        #expect(
            TypedCode(reading: "29667431224") == .notABarcode(.missingLeadingZero(upcA: "029667431224")))
        #expect(TypedCode(reading: "29667431225") == .notABarcode(.wrongLength(11)))
    }

    @Test func aUPCE1IsLookedUpWithAWarningThatItMayBeHalfAnEAN13() throws {
        // The left half of EAN-13 5102500487680, as a scanner with UPC-E1 on sends it.
        let reading = try reading("11025005")
        #expect(reading.gtin.ean13 == "0110000002505")
        #expect(reading.notes == [.upcE1(upcA: "110000002505")])
        #expect(reading.notes.allSatisfy { $0.isWarning })
        // Number system 0, and an EAN-8 starting with 1, are codes of their own.
        #expect(try self.reading("04252614").notes.isEmpty)
        #expect(try self.reading("11025009").notes.isEmpty)
    }

    @Test func sixOrSevenDigitsAreAUPCEWithAWarning() throws {
        for input in ["123456", "0123456"] {
            let reading = try reading(input)
            #expect(reading.gtin.ean13 == "0012345000065")
            #expect(reading.notes == [.uncheckedUPCE(upcA: "012345000065")])
            #expect(reading.notes.allSatisfy { $0.isWarning })
        }
        #expect(try reading("01234565").notes.isEmpty)
    }

    @Test(arguments: [
        ("9780306406157", GTIN.Kind.book),
        ("9790060115615", .sheetMusic),
        ("9770317847001", .periodical),
        ("9900000000011", .coupon),
        ("9812345678902", .coupon),
        ("512345678900", .coupon),
        ("9801234567892", .refundReceipt),
        ("2012345678903", .restricted),
        ("212345678909", .restricted),
        ("412345678903", .restricted),
        ("5099750442227", .retail),
        ("029667431224", .retail),
        ("96385074", .retail),
        ("01234565", .retail),
    ])
    func thePrefixSaysWhetherTheCodeCanBeACD(_ input: String, _ kind: GTIN.Kind) throws {
        let reading = try reading(input)
        #expect(reading.kind == kind)
        // The one prefix rule: only a retail code is looked up, unless --any-prefix.
        var refusal: BarcodeError?
        do { try reading.gtin.requireMusicPrefix(anyPrefix: false) } catch { refusal = error }
        #expect(refusal == (kind == .retail ? nil : .notMusic(kind)))
        #expect(throws: Never.self) { try reading.gtin.requireMusicPrefix(anyPrefix: true) }
    }

    @Test func aWrongCheckDigitIsAnInvalidBarcode() {
        #expect(TypedCode(reading: "029667431225") == .invalidBarcode(.checkDigit(expected: 4, found: 5)))
        #expect(TypedCode(reading: "0296674312240") == .invalidBarcode(.checkDigit(expected: 6, found: 0)))
    }

    @Test(arguments: [
        ("CDWIK2 312", BarcodeError.invalidCharacter("C")),
        ("7599-26094-2x", .invalidCharacter("x")),
        ("12345", .wrongLength(5)),
        ("123456789", .wrongLength(9)),
        ("12345678901234567890", .wrongLength(20)),
        ("", .empty),
    ])
    func otherInputIsNotABarcode(_ input: String, _ reason: BarcodeError) {
        #expect(TypedCode(reading: input) == .notABarcode(reason))
    }

    @Test(arguments: ["6", "7", "8", "12", "13", "14"])
    func everyBarcodeLengthIsABarcodeEvenWhenWrong(_ count: String) throws {
        let digits = String(repeating: "1", count: try #require(Int(count)))
        switch TypedCode(reading: digits) {
        case .barcode, .invalidBarcode: break
        case .notABarcode(let error): Issue.record("\(count) digits are not a barcode: \(error)")
        }
    }

    @Test func getThrowsTheReason() {
        #expect(throws: BarcodeError.wrongLength(5)) { try TypedCode(reading: "12345").get() }
        #expect(throws: BarcodeError.checkDigit(expected: 4, found: 5)) { try TypedCode(reading: "029667431225").get() }
    }
}
