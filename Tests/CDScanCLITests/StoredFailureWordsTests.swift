import Barcode
import Foundation
import Lookup
import SQLite
import TestSupport
import Testing

@testable import Catalog
@testable import Presentation
@testable import Workflows

/// A failure the catalogue keeps typed is shown in the words it had when it was kept as text:
/// in the CSV and JSON lines exports, `items list` and `show`, and the gallery; words an earlier
/// cdscan stored are shown as they are.
@Suite struct StoredFailureWordsTests {
    static let outage = LookupError.serverError(service: .discogs, status: 502, attempts: 3, isHTML: false)
    static let outageWords = "Discogs is not working right now (HTTP 502 after 3 attempts); try again later"
    static let earlierWords = "HTTP 502 from Discogs (as an earlier cdscan put it)"
    static let lengthWords =
        "it has 5 digits; a barcode has 13 (EAN-13), 12 (UPC-A), 14 (GTIN-14), 8 (EAN-8) or 6 to 8 (UPC-E)"
    static let catalogNumberWords =
        "it is not a catalogue number (letters, digits, spaces and - . / _ ( ) # + &, at most 40 characters)"

    /// Items 1 to 4: a failed lookup kept now, a failed lookup an earlier cdscan kept as words,
    /// an invalid line and an invalid `catno:` line.
    func catalog(in directory: String) throws -> CatalogStore {
        let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
        let (failed, earlier) = (try GTIN(parsing: "5099750442227"), try GTIN(parsing: "0029667431224"))
        for code in [failed, earlier] { try store.record(code, source: "argument") }
        try store.recordResult(.error(Self.outage), for: .barcode(failed))
        try store.database.run(
            "UPDATE items SET status = 'error', error = ? WHERE code = ?",
            [.text(Self.earlierWords), .text(earlier.ean13)])
        try store.recordInvalid("12345", source: "argument", reason: .invalidBarcode(.wrongLength(5)))
        try store.recordInvalid("catno:<?>", source: "argument", reason: .notACatalogNumber)
        return store
    }

    static let expected = [Self.outageWords, Self.earlierWords, Self.lengthWords, Self.catalogNumberWords]

    @Test func theWordsAreTheErrorsOwn() throws {
        try withScratchDirectory { directory in
            let items = try catalog(in: directory).allItems()
            #expect(items.map(\.error?.words) == Self.expected)
            #expect(items[0].error?.words == Self.outage.description)
            #expect(
                StoredFailure.texts(of: items) == Dictionary(uniqueKeysWithValues: zip(items.map(\.id), Self.expected)))
        }
    }

    @Test func theExportsCarryTheWords() throws {
        try withScratchDirectory { directory in
            _ = try catalog(in: directory)
            let exports = ExportCommandTests()
            #expect(try exports.export(["-o", "out.csv"], in: directory).0 == .success)
            let rows = try CSVReader().rows(in: try String(contentsOfFile: directory + "/out.csv", encoding: .utf8))
            let column = try #require(CatalogCSV.columns.firstIndex(of: "error"))
            #expect(rows.dropFirst().map { $0[column] } == Self.expected)
            let (status, captured) = try exports.export(["--format", "jsonl"], in: directory)
            #expect(status == .success)
            let errors = try captured.out.split(separator: "\n").map { line in
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            }.map { $0?["error"] as? String }
            #expect(errors == Self.expected)
        }
    }

    @Test func itemsListAndShowAndTheGallerySayThem() throws {
        try withScratchDirectory { directory in
            let store = try catalog(in: directory)
            let context = CommandContext(
                console: CapturedConsole().console, environment: ["XDG_DATA_HOME": directory], directory: directory,
                time: ManualClock())
            let records = try ItemsQueryRun.records(store, [.all], context: context).map(\.record)
            #expect(records.map(\.error) == Self.expected)
            #expect(ItemListing.card(records[0]).contains(Self.outageWords))
            #expect(ItemListing.card(records[1]).contains(Self.earlierWords))
            // The table's RELEASE column, clipped to 48 characters.
            #expect(ItemListing.table(records).contains("HTTP 502 from Discogs (as an earlier cdscan put…"))
            let gallery = ExportGalleryTests()
            let (status, _) = try gallery.export(["--format", "html", "-o", "site", "--no-covers"], in: directory)
            #expect(status == .success)
            let page = try String(contentsOfFile: directory + "/site/index.html", encoding: .utf8)
            #expect(
                page.contains(Self.outageWords) && page.contains(Self.earlierWords) && page.contains(Self.lengthWords))
        }
    }
}
