import Barcode
import Scanner
import Testing

@testable import CDScanCLI

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
}
