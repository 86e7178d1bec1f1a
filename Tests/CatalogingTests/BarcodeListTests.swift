import Barcode
import Foundation
import TestSupport
import Testing

@testable import Cataloging

@Suite struct BarcodeListTests {
    func parse(_ text: String) -> [BarcodeInput] {
        BarcodeListReader.parse(text, name: "barcodes.txt", sourcePrefix: "file")
    }

    @Test func skipsCommentsAndBlankLinesAndKeepsLineNumbers() throws {
        let inputs = parse(
            """
            # my shelf
              # indented comment

            0 29667 43122 4
               \t
            5-099750-442227
            """)
        #expect(inputs.map(\.text) == ["0 29667 43122 4", "5-099750-442227"])
        #expect(inputs.map(\.source) == ["file:barcodes.txt:4", "file:barcodes.txt:6"])
        #expect(inputs.map(\.location) == ["barcodes.txt:4", "barcodes.txt:6"])
        #expect(try inputs.map { try $0.parsed.get().ean13 } == ["0029667431224", "5099750442227"])
    }

    @Test(arguments: [
        ("029667431224\tshelf 3, cracked case", "029667431224", "shelf 3, cracked case"),
        ("029667431224, shelf 3", "029667431224", "shelf 3"),
        ("0 29667 43122 4 ,box 2\t", "0 29667 43122 4", "box 2"),
        ("029667431224,", "029667431224", ""),
        ("029667431224", "029667431224", ""),
    ])
    func aNoteFollowsATabOrAComma(line: String, code: String, notes: String) {
        let inputs = parse(line)
        #expect(inputs.count == 1)
        #expect(inputs.first?.text == code)
        #expect(inputs.first?.notes == notes)
    }

    @Test func invalidLinesAreKeptWithTheirNumberAndReason() throws {
        let inputs = parse("029667431224\n12345\n\n029667431225, typo\nabc\n")
        #expect(inputs.count == 4)
        let invalid = inputs.compactMap { input -> (String, BarcodeError)? in
            guard case .failure(let error) = input.parsed else { return nil }
            return (input.source, error)
        }
        #expect(invalid.map(\.0) == ["file:barcodes.txt:2", "file:barcodes.txt:4", "file:barcodes.txt:5"])
        #expect(invalid.map(\.1) == [.wrongLength(5), .checkDigit(expected: 4, found: 5), .invalidCharacter("a")])
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreTolerated() throws {
        let inputs = parse("\u{FEFF}029667431224\r\n# note\r\n5099750442227, shelf\r\n")
        #expect(inputs.map(\.text) == ["029667431224", "5099750442227"])
        #expect(inputs.map(\.source) == ["file:barcodes.txt:1", "file:barcodes.txt:3"])
        #expect(inputs[1].notes == "shelf")
        #expect(inputs.allSatisfy { (try? $0.parsed.get()) != nil })
    }

    @Test func standardInputLinesAreNumberedToo() {
        let inputs = BarcodeListReader.parse("\n029667431224\n", name: "stdin", sourcePrefix: "stdin")
        #expect(inputs.map(\.source) == ["stdin:2"])
        #expect(inputs.map(\.location) == ["stdin:2"])
    }

    @Test func argumentsAreListsWhenTheyAreFilesAndBarcodesOtherwise() throws {
        try withScratchDirectory { directory in
            try "029667431224, from the file\n".write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let inputs = try CatalogInputs.gather(
                ["list.txt", "5099750442227", "12345", "-"], hasImages: false,
                standardInput: .text("0 29667 43122 4\n"), directory: directory)
            #expect(inputs.map(\.source) == ["file:list.txt:1", "argument", "argument", "stdin:1"])
            #expect(inputs[0].notes == "from the file")
            #expect((try? inputs[2].parsed.get()) == nil)
        }
    }

    @Test func aMissingFileIsNotTakenForABarcode() throws {
        try withScratchDirectory { directory in
            #expect(throws: CatalogInputs.Failure.self) {
                try CatalogInputs.gather(
                    ["barcodes.txt"], hasImages: false, standardInput: .text(""), directory: directory)
            }
            #expect(throws: CatalogInputs.Failure.self) {
                try CatalogInputs.gather([directory], hasImages: false, standardInput: .text(""), directory: "/")
            }
        }
    }

    @Test func withoutArgumentsStandardInputIsReadUnlessItIsATerminal() throws {
        let piped = try CatalogInputs.gather(
            [], hasImages: false, standardInput: .text("029667431224\n"), directory: "/")
        #expect(piped.count == 1)
        let terminal = StandardInput(isTerminal: true) { Data() }
        #expect(throws: CatalogInputs.Failure.nothingToRead) {
            try CatalogInputs.gather([], hasImages: false, standardInput: terminal, directory: "/")
        }
        #expect(try CatalogInputs.gather([], hasImages: true, standardInput: terminal, directory: "/").isEmpty)
    }
}
