import Barcode
import Foundation
import Testing

@testable import DumpIndex

/// One release listing thousands of barcodes imports in work proportional to them (issue 27,
/// point 6): each barcode was searched for among those kept so far, quadratic (100,000: 13 s).
@Suite struct DumpManyBarcodesTests {
    /// A value that counts how often it is compared for equality.
    struct Counted: Hashable {
        static let comparisons = Comparisons()
        var value: Int
        static func == (a: Counted, b: Counted) -> Bool {
            comparisons.count += 1
            return a.value == b.value
        }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    final class Comparisons: @unchecked Sendable {
        var count = 0
    }

    @Test func repeatsAreDroppedWithoutComparingEveryPair() {
        let values = (0..<20_000).map { Counted(value: $0) } + (0..<100).map { Counted(value: $0) }
        Counted.comparisons.count = 0
        let kept = IndexBuilder.firstOccurrences(values)
        #expect(kept.map(\.value) == Array(0..<20_000))
        // A search of the kept list for each value compares about 200 million pairs.
        #expect(Counted.comparisons.count < 100_000)
    }

    @Test func aReleaseWithThousandsOfBarcodesKeepsEachOnce() throws {
        let codes = (0..<5_000).map { number in
            let digits = "952" + String(String(number).reversed()).padding(toLength: 9, withPad: "0", startingAt: 0)
            return digits + String(GTIN.checkDigit(for: digits.compactMap(\.wholeNumberValue)))
        }
        let identifiers = (codes + codes.prefix(10)).map { #"<identifier type="Barcode" value="\#($0)"/>"# }
        let dump = """
            <?xml version="1.0" encoding="UTF-8"?>
            <releases>
            \(DumpBarcodeReleaseTests.release(7, title: "Many", identifiers: identifiers.joined()))
            </releases>
            """
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(try scratch.write("many.xml", dump), date: "2025-11-01")
        #expect(status.counts.releases == 1)
        #expect(status.counts.barcodes == 5_000)
        let index = try DumpIndex(path: scratch.indexPath)
        #expect(try index.albums(for: try GTIN(parsing: codes[4_999])).map(\.title) == ["Many"])
    }
}
