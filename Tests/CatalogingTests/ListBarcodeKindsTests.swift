import Barcode
import Testing

@testable import Cataloging

/// A list line is read by the rule `lookup` reads a typed code by (`TypedCode`), so the two
/// accept and refuse the same barcodes.
@Suite struct ListBarcodeKindsTests {
    func parse(_ text: String, anyPrefix: Bool = false) -> [BarcodeInput] {
        BarcodeListReader.parse(text, name: "barcodes.txt", sourcePrefix: "file", anyPrefix: anyPrefix)
    }

    static let typed = [
        "00029667431224", "10029667431221", "90029667431227", "029667431224 12", "0 29667 43122 4 00123",
        "02966743122412", "29667431224", "9780306406157", "9771234567003", "0425261", "425261", "04252614",
        "12345", "029667431225", "CDWIK2 312",
    ]

    @Test(arguments: typed, [false, true])
    func aListLineIsReadAsLookupReadsTheSameCodeTyped(_ text: String, anyPrefix: Bool) throws {
        let input = try #require(parse(text, anyPrefix: anyPrefix).first)
        let lookup = Result { () throws(BarcodeError) in try TypedCode(reading: text).musicReading(anyPrefix: anyPrefix)
        }
        #expect(input.parsed == lookup.map(\.gtin))
        #expect(input.readingNotes == ((try? lookup.get())?.notes ?? []))
        let argument = BarcodeInput.argument(text, anyPrefix: anyPrefix)
        #expect(argument.parsed == input.parsed && argument.readingNotes == input.readingNotes)
    }

    @Test func aGTIN14IsTheEAN13InsideIt() throws {
        let inputs = parse("00029667431224\n10029667431221\n")
        #expect(try inputs.map { try $0.parsed.get().ean13 } == ["0029667431224", "0029667431224"])
        #expect(inputs[0].readingNotes == [.gtin14LeadingZero(ean13: "0029667431224")])
        #expect(inputs[1].readingNotes == [.packagingIndicator(1, item: "0029667431224")])
    }

    @Test func anAddOnIsSetAsideAndKeptInTheNotes() throws {
        let inputs = parse("029667431224 12\tshelf 3\n5099750442227 00123\n")
        #expect(try inputs.map { try $0.parsed.get().ean13 } == ["0029667431224", "5099750442227"])
        #expect(inputs.map(\.notes) == ["shelf 3, add-on 12", "add-on 00123"])
        #expect(inputs[0].readingNotes == [.addOn("12")])
    }

    @Test func elevenDigitsAreRefusedWithTheUPCAItWouldBe() {
        let input = parse("29667431224").first
        #expect(input?.parsed == .failure(.missingLeadingZero(upcA: "029667431224")))
    }

    @Test func booksAndPeriodicalsAreRefusedUnlessAnyPrefix() throws {
        let refused = parse("9780306406157\n9771234567003\n")
        #expect(refused.map(\.parsed) == [.failure(.notMusic(.book)), .failure(.notMusic(.periodical))])
        let asked = parse("9780306406157\n9771234567003\n", anyPrefix: true)
        #expect(try asked.map { try $0.parsed.get().ean13 } == ["9780306406157", "9771234567003"])
    }

    @Test func sixOrSevenDigitsAreAUPCEWithAWarning() throws {
        let inputs = parse("0425261\n425261\n04252614\n")
        #expect(try inputs.map { try $0.parsed.get().canonical } == ["042100005264", "042100005264", "042100005264"])
        #expect(inputs[0].readingNotes == [.uncheckedUPCE(upcA: "042100005264")])
        #expect(inputs[0].readingNotes.allSatisfy { $0.isWarning })
        #expect(inputs[2].readingNotes.isEmpty, "8 digits carry their check digit")
    }

    @Test func aGTIN14AndItsEAN13AreTheSameCodeForCopies() throws {
        let inputs = BarcodeListReader.parse(
            "00029667431224\n0029667431224\n", name: "list.txt", sourcePrefix: "file", path: "/lists/list.txt")
        #expect(
            inputs.map(\.copy) == [
                .list(path: "/lists/list.txt", occurrence: 1), .list(path: "/lists/list.txt", occurrence: 2),
            ])
    }
}
