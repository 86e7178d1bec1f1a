import Barcode
import Imaging
import Scanner
import Testing

@Suite struct ZBarDecoderTests {
    static func frame(_ fixture: String) throws -> GrayFrame {
        try ImageLoader().load(path: Fixtures.path(fixture)).frame
    }

    @Test func upcAIsReportedAsUPCAWithTwelveDigits() throws {
        let symbols = try ZBarDecoder().decode(Self.frame("clean/upca-029667431224.png"))
        let symbol = try #require(symbols.first)
        #expect(symbols.count == 1)
        #expect(symbol.symbology == "UPC-A")
        #expect(symbol.text == "029667431224")
        #expect(symbol.gtin?.format == .upcA)
        #expect(symbol.quality > 0)
        #expect(symbol.polygon.count >= 1)
    }

    /// zbar keeps half an EAN symbol from one image to the next: perspective.png reads as nothing
    /// alone at every second line, and as its code after jpeg-q5.jpg (the same code), unless the
    /// decoder starts afresh between them.
    @Test func startingAfreshForgetsTheImageBefore() throws {
        let (before, next) = (try Self.frame("degraded/jpeg-q5.jpg"), try Self.frame("degraded/perspective.png"))
        #expect(try ZBarDecoder(density: 2).decode(next).isEmpty)
        let kept = try ZBarDecoder(density: 2)
        _ = kept.decode(before)
        #expect(kept.decode(next).map(\.text) == ["029667431224"], "zbar joins halves of two images")
        let fresh = try ZBarDecoder(density: 2)
        _ = fresh.decode(before)
        fresh.startAfresh()
        #expect(fresh.decode(next).isEmpty)
        fresh.startAfresh()
        #expect(fresh.density == 2 && fresh.decode(before).map(\.text) == ["029667431224"], "the settings stay")
    }

    @Test func upcAReadAsEAN13GivesTheSameGTIN() throws {
        let frame = try Self.frame("clean/upca-029667431224.png")
        let asUPC = try #require(try ZBarDecoder().decode(frame).first)
        let asEAN = try #require(try ZBarDecoder(symbologies: [.ean13]).decode(frame).first)
        #expect(asEAN.symbology == "EAN-13")
        #expect(asEAN.text == "0029667431224")
        #expect(asEAN.gtin == asUPC.gtin)
        #expect(asEAN.gtin == (try GTIN(parsing: "0 29667 43122 4")))
    }

    @Test func upcEIsReportedAsUPCEAndExpands() throws {
        let symbol = try #require(try ZBarDecoder().decode(Self.frame("clean/upce-04252614.png")).first)
        #expect(symbol.symbology == "UPC-E")
        #expect(symbol.gtin?.format == .upcE)
        #expect(symbol.gtin?.upcA == "042100005264")
        #expect(symbol.gtin == (try GTIN(parsing: "04252614", hint: .upcE)))
    }

    @Test func ean8AndEAN13AreRead() throws {
        let decoder = try ZBarDecoder()
        let ean8 = try #require(decoder.decode(Self.frame("clean/ean8-96385074.png")).first)
        #expect(ean8.symbology == "EAN-8")
        #expect(ean8.gtin?.canonical == "96385074")
        let ean13 = try #require(decoder.decode(Self.frame("clean/ean13-5099750442227.png")).first)
        #expect(ean13.symbology == "EAN-13")
        #expect(ean13.gtin?.canonical == "5099750442227")
    }

    @Test func disabledSymbologiesAreNotReported() throws {
        let onlyEAN13 = try ZBarDecoder(symbologies: [.ean13])
        #expect(onlyEAN13.decode(try Self.frame("clean/ean8-96385074.png")).isEmpty)
        let onlyEAN8 = try ZBarDecoder(symbologies: [.ean8])
        #expect(onlyEAN8.decode(try Self.frame("clean/ean13-5099750442227.png")).isEmpty)
    }

    @Test func interleaved2of5IsIgnoredByDefaultAndReadOnRequest() throws {
        let frame = try #require(TestBars.interleaved2of5("12345670"))
        #expect(try ZBarDecoder().decode(frame).isEmpty)
        let wide = try ZBarDecoder(symbologies: Symbology.list(parsing: "ean13,upca,i25"))
        let symbol = try #require(wide.decode(frame).first)
        #expect(symbol.symbology == "I2/5")
        #expect(symbol.text == "12345670")
        #expect(symbol.gtin == nil, "an I2/5 symbol is not a retail barcode")
    }

    @Test(arguments: [
        ("ean13", "ean13"), ("EAN-13", "ean13"), ("upc_a", "upca"), ("UPC-E", "upce"), ("ean8", "ean8"),
        ("Code128", "code128"), ("qr", "qrcode"), ("QR-Code", "qrcode"), ("i25", "i25"),
    ])
    func symbologyNamesAreForgiving(_ input: String, _ name: String) throws {
        #expect(try Symbology(named: input).name == name)
    }

    @Test func unknownSymbologyNameIsAClearError() {
        #expect(throws: DecoderError.unknownSymbology("ean14", known: Symbology.all.map(\.name))) {
            try Symbology.list(parsing: "ean13, ean14")
        }
    }

    @Test func noSymbologiesIsAnError() throws {
        #expect(throws: DecoderError.noSymbologies) { try ZBarDecoder(symbologies: []) }
        #expect(throws: DecoderError.noSymbologies) { try Symbology.list(parsing: " , ") }
        #expect(try Symbology.list(parsing: "EAN-13, upca,ean13,") == [.ean13, .upcA])
    }

    @Test func defaultSymbologiesAreTheRetailOnes() throws {
        #expect(try ZBarDecoder().symbologies.map(\.name) == ["ean13", "upca", "upce", "ean8"])
    }

    @Test func emptyAndTinyFramesReadNothing() throws {
        let decoder = try ZBarDecoder()
        let blank = try #require(GrayFrame(width: 640, height: 480, pixels: [UInt8](repeating: 255, count: 640 * 480)))
        #expect(decoder.decode(blank).isEmpty)
        let tiny = try #require(GrayFrame(width: 1, height: 1, pixels: [0]))
        #expect(decoder.decode(tiny).isEmpty)
    }

    @Test func oneDecoderReadsManyFrames() throws {
        let decoder = try ZBarDecoder()
        let frame = try Self.frame("clean/upca-075678264924.png")
        for _ in 0..<20 {
            #expect(decoder.decode(frame).first?.gtin?.canonical == "075678264924")
        }
    }
}

/// Bar patterns drawn straight into frames, for symbologies the fixtures do not hold.
enum TestBars {
    /// Interleaved 2 of 5: pairs of digits, the first drawn in bars and the second in the spaces between.
    static func interleaved2of5(_ digits: String, narrow: Int = 3, height: Int = 120) -> GrayFrame? {
        let patterns = ["nnwwn", "wnnnw", "nwnnw", "wwnnn", "nnwnw", "wnwnn", "nwwnn", "nnnww", "wnnwn", "nwnwn"]
        let values = digits.compactMap(\.wholeNumberValue)
        var elements: [Character] = Array("nnnn")  // start: bar, space, bar, space
        for pair in stride(from: 0, to: values.count - 1, by: 2) {
            for (bar, space) in zip(patterns[values[pair]], patterns[values[pair + 1]]) {
                elements += [bar, space]
            }
        }
        elements += Array("wnn")  // stop: wide bar, space, bar
        var row: [UInt8] = Array(repeating: 255, count: narrow * 12)
        for (index, element) in elements.enumerated() {
            row += Array(repeating: index.isMultiple(of: 2) ? 0 : 255, count: element == "w" ? narrow * 3 : narrow)
        }
        row += Array(repeating: 255, count: narrow * 12)
        let margin = Array(repeating: UInt8(255), count: row.count)
        var pixels: [UInt8] = []
        for y in 0..<(height + 40) { pixels += (20..<(height + 20)).contains(y) ? row : margin }
        return GrayFrame(width: row.count, height: height + 40, pixels: pixels)
    }
}
