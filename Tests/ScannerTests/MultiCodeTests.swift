import Barcode
import Foundation
import Imaging
import Testing

@testable import Scanner

/// Both engines on composed photos of many CD backs (Fixtures/images/table, made by table.py).
@Suite struct MultiCodeTests {
    /// table/expected.tsv: file -> expected codes ("GTIN[+add-on]", or none).
    static let expected: [String: [String]] = {
        guard let text = try? String(contentsOfFile: Fixtures.path("table/expected.tsv"), encoding: .utf8) else {
            return [:]
        }
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t").map(String.init)
            rows[cells[0]] = cells[1] == "none" ? [] : cells[1].split(separator: ",").map(String.init)
        }
        return rows
    }()

    @Test func twelveCasesOnATableGiveTwelveCodesEachWithItsOwnBox() throws {
        let reading = try PhotoReader().read(path: Fixtures.path("table/twelve-cases.jpg"))
        let want = try #require(Self.expected["twelve-cases.jpg"])
        #expect(Set(reading.symbols.compactMap(\.gtin?.ean13)) == Set(want))
        #expect(reading.symbols.count == 12)
        let boxes = reading.symbols.compactMap(\.box)
        #expect(boxes.count == 12)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.overlaps(other), "\(box) and \(other)") }
        }
    }

    @Test func twentyFourCasesGiveNoWrongCode() throws {
        let reading = try PhotoReader().read(path: Fixtures.path("table/twenty-four-cases.jpg"))
        let want = Set(try #require(Self.expected["twenty-four-cases.jpg"]))
        let read = reading.symbols.compactMap(\.gtin?.ean13)
        #expect(Set(read).isSubset(of: want), "wrong: \(Set(read).subtracting(want))")
        #expect(read.count >= 16, "read \(read.count) of 24")
    }

    @Test func casesWithoutBarcodesGiveNothing() throws {
        let reading = try PhotoReader().read(path: Fixtures.path("table/twelve-without-barcodes.jpg"))
        #expect(reading.symbols.isEmpty)
        #expect(reading.conflicts.isEmpty)
    }

    @Test(arguments: ["ean13-add-on-2.jpg", "upca-add-on-5.jpg"])
    func addOnsAreReadBesideTheMainCode(file: String) throws {
        let reading = try PhotoReader().read(path: Fixtures.path("table/" + file))
        let want = try #require(Self.expected[file]?.first).split(separator: "+").map(String.init)
        #expect(reading.symbols.map(\.gtin?.ean13) == [want[0]])
        #expect(reading.symbols.first?.addOn == want[1])
    }

    @Test func theSameCodeTwiceInOneFrameDoesNotStopZXing() throws {
        // zxing-cpp 1.4's own Result::operator== aborts here (see Sources/CZXing/ResultEquality.cpp).
        let frame = try ImageLoader().load(path: Fixtures.path("multi/two-codes-one-twice.jpg")).frame
        let reads = ZXingDecoder().decode(frame).map(\.gtin.ean13)
        #expect(reads.filter { $0 == "0029667431224" }.count == 2)
        #expect(reads.contains("5099750442227"))
    }

    @Test func bothEnginesReadTheSameCleanRender() throws {
        let frame = try ImageLoader().load(path: Fixtures.path("clean/ean13-5099750442227.png")).frame
        let reads = try FrameEngines().read(frame, pass: "as-is")
        #expect(Set(reads.map(\.engine)) == [.zbar, .zxing])
        #expect(Set(reads.compactMap(\.gtin?.ean13)) == ["5099750442227"])
    }
}
