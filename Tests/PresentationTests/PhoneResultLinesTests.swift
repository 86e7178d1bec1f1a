import Barcode
import Lookup
import Presentation
import TestSupport
import Testing

/// `scan --phone` names the phone that read each disc: above its card, before a "not found"
/// line, and as "phone" in its JSON line (left out for the webcam and photos).
@Suite struct PhoneResultLinesTests {
    let gtin: GTIN

    init() throws { gtin = try GTIN(parsing: "5099750442227") }

    @Test func theTerminalNamesThePhoneBeforeANotFoundLine() {
        let captured = CapturedConsole()
        var printer = ResultPrinter(console: captured.console, json: false)
        printer.print(LookupResult(input: "5099750442227", outcome: .notFound(gtin)), phone: 2)
        #expect(captured.out.hasPrefix("phone 2: 5099750442227: not found"), "\(captured.out)")
    }

    @Test func theJSONLineCarriesThePhonesNumberOnlyForAPhone() {
        let captured = CapturedConsole()
        var printer = ResultPrinter(console: captured.console, json: true)
        printer.print(LookupResult(input: "5099750442227", outcome: .notFound(gtin)), phone: 1)
        printer.print(LookupResult(input: "5099750442227", outcome: .notFound(gtin)))
        let lines = captured.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("\"phone\":1") == true, "\(captured.out)")
        #expect(lines.last?.contains("\"phone\"") == false, "\(captured.out)")
    }
}
