import Album
import Barcode
import DumpIndex
import Lookup
import Testing

/// An index that fails under a lookup says so as a typed `LookupError` carrying SQLite's own
/// words, not as text that depends on whether Presentation's words are linked.
@Suite struct UnreadableIndexTests {
    @Test func aLookupInAnIndexThatFailsCarriesTheFacts() throws {
        let scratch = try ScratchDirectory()
        let index = try scratch.index(alteredBy: "DROP TABLE barcodes")
        let gtin = try GTIN(parsing: "0720642442524")
        let error = #expect(throws: LookupError.self) { try index.lookup(gtin) }
        guard case .unreadableIndex(let path, let subject, let reason) = error else {
            Issue.record("expected unreadableIndex, not \(String(describing: error))")
            return
        }
        #expect(path == scratch.indexPath && subject == gtin.canonical)
        #expect(reason.contains("no such table: barcodes"))
    }
}
