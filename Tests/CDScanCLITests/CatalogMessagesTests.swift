import Barcode
import Cataloging
import Testing

@testable import CDScanCLI
@testable import Presentation
@testable import Workflows

/// How the catalog command words what the batch tells it.
@Suite struct CatalogMessagesTests {
    func parse(_ text: String) -> [BarcodeInput] {
        BarcodeListReader.parse(text, name: "barcodes.txt", sourcePrefix: "file")
    }

    @Test func anInvalidLineIsNamedByFileAndLineWithItsReason() {
        let inputs = parse("029667431224\n12345\n")
        let message = inputs[1].invalidMessage(.wrongLength(5))
        #expect(message.hasPrefix(#"barcodes.txt:2: "12345" is not a valid barcode: it has 5 digits"#))
    }

    @Test func controlCharactersInAMessageAreShownEscaped() {
        let inputs = parse("12\u{1B}[2J34")
        guard case .failure(let error) = inputs.first?.parsed else {
            Issue.record("expected an invalid line")
            return
        }
        let message = inputs[0].invalidMessage(error)
        #expect(!message.contains("\u{1B}"))
        #expect(message.contains(#"12\u{1B}[2J34"#))
    }
}
