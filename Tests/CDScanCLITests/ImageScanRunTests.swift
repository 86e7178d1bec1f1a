import Barcode
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Scanner
@testable import Workflows

/// The pure parts of `scan --image`: which codes count once, and which status each photo error gives.
@Suite struct ImageScanRunTests {
    func symbol(_ text: String, _ symbology: String, gtin: Bool = true, x: Int = 0) throws -> DecodedSymbol {
        DecodedSymbol(
            gtin: gtin ? try GTIN(parsing: text) : nil, text: text, symbology: symbology, quality: 10,
            polygon: [Point(x: x, y: 0)])
    }

    @Test func theSameGTINReadTwiceOrInTwoFormsCountsOnce() throws {
        let symbols = [
            try symbol("029667431224", "UPC-A", x: 10), try symbol("5099750442227", "EAN-13"),
            try symbol("029667431224", "UPC-A", x: 400), try symbol("0029667431224", "EAN-13"),
        ]
        let distinct = DecodedSymbol.distinct(symbols)
        #expect(distinct.map(\.text) == ["029667431224", "5099750442227"])
        #expect(distinct.first?.polygon.first?.x == 10, "the first reading is kept")
    }

    @Test func nonRetailCodesCountOncePerSymbologyAndText() throws {
        let symbols = [
            try symbol("CDWIK2 312", "CODE-128", gtin: false), try symbol("CDWIK2 312", "CODE-128", gtin: false),
            try symbol("CDWIK2 312", "CODE-39", gtin: false),
        ]
        #expect(DecodedSymbol.distinct(symbols).map(\.symbology) == ["CODE-128", "CODE-39"])
    }

    @Test(arguments: [
        (ImageError.missing(path: "a.jpg"), ExitCode.noInput),
        (.permissionDenied(path: "a.jpg"), .noInput),
        (.unreadable(path: "a.jpg", reason: "Input/output error"), .noInput),
        (.noImages(path: "scans"), .noInput),
        (.empty(path: "a.jpg"), .dataError),
        (.unknownFormat(path: "a.jpg", start: "\"This\""), .dataError),
        (.unsupportedFormat(path: "a.gif", format: "GIF"), .dataError),
        (.truncated(path: "a.jpg", detail: "premature end"), .dataError),
        (.corrupt(path: "a.jpg", detail: "bad Huffman table"), .dataError),
        (.tooLarge(path: "a.png", width: 100_000, height: 100_000), .dataError),
        (.fileTooLarge(path: "a.png", bytes: 1 << 30), .dataError),
    ])
    func eachPhotoErrorHasItsStatus(_ error: ImageError, _ status: ExitCode) {
        #expect(ExitCode(error) == status)
    }

    @Test func aMissingFileOutranksADamagedOneWhichOutranksNoBarcode() {
        #expect(max(ExitCode.notFound, .dataError, .noInput) == .noInput)
        #expect(max(ExitCode.notFound, .dataError) == .dataError)
    }

    @Test func theCatalogSourceNamesThePhoto() {
        #expect(ImageScanRun.source("scans/back.jpg") == "image:scans/back.jpg")
    }

    /// A photo whose only codes are one symbol read two ways: neither is reported as read.
    func conflicted(json: Bool) throws -> (CapturedConsole, ExitCode) {
        let captured = CapturedConsole()
        var reading = PhotoReading(width: 100, height: 80)
        reading.conflicts = [
            Conflict(
                codes: ["gtin:0023942431015", "gtin:9074932437075"], box: Box(minX: 5, minY: 6, maxX: 44, maxY: 25))
        ]
        var run = ImageScanRun(
            reader: try PhotoReader(), options: ScanOptions(), session: nil, cataloger: nil,
            output: ImageScanOutput(console: captured.console, json: json, verbose: false, lookup: false))
        run.report(reading, of: "back.jpg")
        return (captured, run.status)
    }

    @Test func aConflictIsAWarningAndNoCodeIsRead() throws {
        let (captured, status) = try conflicted(json: false)
        #expect(status == .notFound)
        #expect(captured.out == "")
        #expect(
            captured.err
                == "cdscan: warning: back.jpg: two different codes read in one place (0023942431015 or 9074932437075): "
                + "neither is taken; look at the photo\n")
    }

    @Test func aConflictIsAJSONLineWithItsCandidatesAndBox() throws {
        let (captured, status) = try conflicted(json: true)
        #expect(status == .notFound)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(captured.out.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "conflict")
        #expect(object["file"] as? String == "back.jpg")
        #expect(object["candidates"] as? [String] == ["0023942431015", "9074932437075"])
        #expect(object["box"] as? [String: Int] == ["x": 5, "y": 6, "width": 40, "height": 20])
        #expect(object["index"] is NSNull)
        #expect(object["barcode"] is NSNull)
    }
}
