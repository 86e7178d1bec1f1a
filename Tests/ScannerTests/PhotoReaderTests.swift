import Foundation
import Imaging
import Scanner
import Testing

@Suite struct PhotoReaderTests {
    @Test func cleanImageIsReadByTheFirstPassThatApplies() throws {
        let reader = try PhotoReader()
        let reading = try reader.read(path: Fixtures.path("clean/upca-029667431224.png"))
        #expect(reading.pass?.name == "as-is", "both engines see the photo as it is first")
        #expect(reading.passesTried == 1, "both engines agree: nothing left to check")
        #expect(reading.symbols.map(\.text) == ["029667431224"])
        #expect(reading.damage == nil)
    }

    /// Engines that cannot be made are an error where the reader is made, not every photo
    /// read as holding no barcode.
    @Test func enginesThatCannotBeMadeAreAnErrorNotNoBarcode() {
        #expect(throws: DecoderError.noSymbologies) { try PhotoReader(symbologies: []) }
    }

    /// A photo reads the same alone and after another on the same engines: zbar keeps half a
    /// symbol from one image to the next, and the reader starts it afresh for every frame it reads
    /// (`ZBarDecoder.readsEachImageAlone`). After jpeg-q5.jpg, zbar read noise.png on "turned 22"
    /// on more lines, and alone, from a half the earlier passes left.
    @Test func aPhotoReadsTheSameAloneAndAfterAnother() throws {
        let alone = try PhotoReader().read(path: Fixtures.path("degraded/noise.png"))
        let reader = try PhotoReader()
        _ = try reader.read(path: Fixtures.path("degraded/jpeg-q5.jpg"))
        let after = try reader.read(path: Fixtures.path("degraded/noise.png"))
        #expect(after.reads == alone.reads)
        #expect(after.symbols.map(\.text) == alone.symbols.map(\.text))
    }

    // noise.png: zxing-cpp reads it on "2x".
    @Test(arguments: [
        ("degraded/inverted.png", "inverted"), ("degraded/noise.png", "2x"),
        ("degraded/short-bars-40.png", "turned 45"), ("degraded/short-bars-60.png", "turned 22"),

    ])
    func hardImagesNeedTheirPass(_ fixture: String, _ pass: String) throws {
        let reading = try PhotoReader().read(path: Fixtures.path(fixture))
        #expect(reading.pass?.name == pass)
        #expect(!reading.symbols.isEmpty)
    }

    @Test func bytesInMemoryAreReadAsTheFileTheyCameFrom() throws {
        let reader = try PhotoReader()
        let path = Fixtures.path("photos/phone-exif6.jpg")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let fromBytes = try reader.read(bytes: bytes, name: "-")
        let fromFile = try reader.read(path: path)
        #expect(fromBytes.symbols.map(\.text) == fromFile.symbols.map(\.text))
        #expect(fromBytes.width == 3000 && fromBytes.height == 4000, "the EXIF turn is applied as for a file")
        #expect(throws: ImageError.empty(path: "-")) { try reader.read(bytes: [], name: "-") }
        #expect(throws: ImageError.unknownFormat(path: "-", start: "\"GARBAGE\"")) {
            try reader.read(bytes: Array("GARBAGE".utf8), name: "-")
        }
    }

    @Test func standardInputIsNamedSoInMessages() {
        #expect(ImageFileList.expand(["-"]) == [.success("-")])
        #expect(ImageFileList.displayName("-") == "standard input")
        #expect(ImageFileList.displayName("scans/-") == "scans/-")
    }

    @Test func withoutExtraPassesHardImagesAreMissed() throws {
        let reader = try PhotoReader(passes: [ScanPass("as-is", [])])
        #expect(try reader.read(path: Fixtures.path("degraded/inverted.png")).symbols.isEmpty)
    }

    @Test func polygonIsInTheLoadedFramesCoordinates() throws {
        let reading = try PhotoReader().read(path: Fixtures.path("photos/phone-exif6.jpg"))
        let symbol = try #require(reading.symbols.first)
        #expect(reading.width == 3000 && reading.height == 4000)
        #expect(!symbol.polygon.isEmpty)
        for point in symbol.polygon {
            // The label sits right of centre, in the lower half of the upright photo.
            #expect((1500..<3000).contains(point.x) && (2000..<4000).contains(point.y), "\(point)")
        }
    }

    @Test func aPhotoDecodedSmallerStillGivesItsBoxesInThePhotosOwnPixels() throws {
        var limits = ImageLimits.standard
        limits.maxDecodedPixels = 4_000_000
        let reader = try PhotoReader(loader: ImageLoader(limits: limits))
        let reading = try reader.read(path: Fixtures.path("photos/phone-exif6.jpg"))
        #expect(reading.width * reading.height <= 4_000_000, "decoded at a reduced scale")
        let symbol = try #require(reading.symbols.first)
        let full = try #require(
            try PhotoReader().read(path: Fixtures.path("photos/phone-exif6.jpg")).symbols
                .first
        )
        let (box, fullBox) = (try #require(symbol.box), try #require(full.box))
        // The same label, where the full-size reading puts it, give or take the smaller frame's pixels.
        #expect(abs(box.minX - fullBox.minX) < 60 && abs(box.minY - fullBox.minY) < 60, "\(box) vs \(fullBox)")
        #expect(abs(box.width - fullBox.width) < 120 && abs(box.height - fullBox.height) < 120, "\(box) vs \(fullBox)")
    }

    @Test func damagedFileWithReadableBarcodeSucceedsAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("clean/upca-029667431224.jpg"))))
        try directory.write("cut.jpg", Array(whole.prefix(whole.count * 85 / 100)))
        let reading = try PhotoReader().read(path: directory.path("cut.jpg"))
        #expect(reading.symbols.first?.gtin?.canonical == "029667431224")
        #expect(
            reading.damage == .truncated(path: directory.path("cut.jpg"), detail: "libjpeg: Premature end of JPEG file")
        )
    }

    @Test func directoriesAreScannedInNameOrderAndBadFilesDoNotStopTheRest() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.copy("clean/ean8-96385074.png", as: "b-ean8.png")
        try directory.copy("corrupt/text.jpg", as: "a-text.jpg")
        try directory.copy("clean/upca-029667431224.png", as: "c-upca.PNG")
        try directory.copy("none/blank.png", as: "d-blank.pgm.png")
        try directory.copy("clean/upca-029667431224.png", as: ".hidden.png")
        try directory.copy("clean/upca-029667431224.png", as: "notes.txt")
        try FileManager.default.createDirectory(atPath: directory.path("e.jpg"), withIntermediateDirectories: false)
        let empty = try TemporaryDirectory()
        defer { empty.remove() }

        let scans = try PhotoReader()
            .scan(paths: [directory.url.path, "/no/such.jpg", Fixtures.path("corrupt/empty.jpg"), empty.url.path])

        #expect(
            scans.map { ($0.path as NSString).lastPathComponent } == [
                "a-text.jpg", "b-ean8.png", "c-upca.PNG", "d-blank.pgm.png", "such.jpg", "empty.jpg",
                (empty.url.path as NSString).lastPathComponent,
            ])
        #expect(
            scans.map { $0.symbols.compactMap(\.gtin?.canonical) } == [
                [], ["96385074"], ["029667431224"], [], [], [], [],
            ])
        let errors = scans.map { scan -> String in
            guard case .failure(let error) = scan.result else { return "ok" }
            return FixtureDecodingTests.caseName(error)
        }
        #expect(errors == ["unknownFormat", "ok", "ok", "ok", "missing", "empty", "noImages"])
    }

    @Test func fileListExpandsOnlyDirectories() throws {
        let files = ImageFileList.expand([Fixtures.path("orientation"), "named-outright.txt"])
        let names = files.compactMap { try? ($0.get() as NSString).lastPathComponent }
        #expect(names == (1...8).map { "orientation-\($0).jpg" } + ["named-outright.txt"])
    }
}
