import Foundation
import Presentation
import Testing

@testable import DumpIndex

/// `dump status` in both forms says the index's format, and says when a new import would help.
@Suite struct IndexStatusTextTests {
    static func status(format: Int) -> IndexStatus {
        var counts = ImportCounts()
        (counts.releasesRead, counts.releases, counts.barcodes, counts.rawBarcodes) = (12, 11, 10, 2)
        (counts.catalogNumbers, counts.catalogNumberOnly) = (12, 1)
        return IndexStatus(
            path: "/data/cdscan/discogs-dump.sqlite", file: "discogs_20251101_releases.xml.gz",
            dumpDate: "2025-11-01", importedAt: "2026-12-01T22:00:00Z", counts: counts, tracklists: false,
            bytes: 40_960, format: format)
    }

    @Test func theCurrentFormatIsShownPlainly() {
        let text = IndexStatusText.text(Self.status(format: 3))
        #expect(text.contains("format:      3\n"))
        #expect(
            text.contains(
                "catalogue:   12 catalogue numbers; 1 release kept without a barcode, for its catalogue number\n"))
        #expect(!text.contains("older"))
    }

    @Test func anOlderFormatSaysToImportAgain() throws {
        let text = IndexStatusText.text(Self.status(format: 1))
        #expect(
            text.contains(
                "format:      1 (an older index: import the dump again for faster lookups and catalogue numbers offline)\n"
            ))
        let second = IndexStatusText.text(Self.status(format: 2))
        #expect(
            second.contains("format:      2 (an older index: import the dump again for catalogue numbers offline)\n"))
        #expect(second.contains("catalogue:   no catalogue numbers (an older index)\n"))
        let json = IndexStatusText.json(Self.status(format: 1))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? Int == 1)
        #expect(object["catalog_numbers"] is NSNull)
    }
}
