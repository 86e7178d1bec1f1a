import Barcode
import Testing

@testable import Lookup

/// Discogs' barcode rule (`DiscogsReleaseJSON.gtin(inBarcode:)`): the ASCII digits of a value,
/// spaced or dashed as people type them, when they make a valid GTIN.
@Suite struct DiscogsBarcodeRuleTests {
    @Test(arguments: [
        ("0 7777-46001-2 5", "0077774600125"), ("5099750442227", "5099750442227"),
        ("5 099750 442227", "5099750442227"), (" 724384960650 ", "0724384960650"),
        ("Barcode: 5099750442227", "5099750442227"),
        // Not ASCII: a full-width digit is no digit, and a digit carrying a combining mark is dropped whole.
        ("5099750442227\u{FF11}", "5099750442227"), ("5\u{301}5099750442227", "5099750442227"),
        ("Björk 5099750442227", "5099750442227"),
    ])
    func readsTheDigits(value: String, ean13: String) {
        #expect(DiscogsReleaseJSON.gtin(inBarcode: value)?.ean13 == ean13)
    }

    @Test(arguments: ["LC 0542", "5099750442228", "", "12345", "50997504422270", "\u{FF15}\u{FF10}"])
    func refusesWhatIsNoGTIN(value: String) {
        #expect(DiscogsReleaseJSON.gtin(inBarcode: value) == nil)
    }
}
