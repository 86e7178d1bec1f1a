import Barcode
import Imaging
import Testing

@testable import Scanner

/// Half an EAN-13 is bar for bar a UPC-E of number system 1 (`GTIN.mayBeHalfOfEAN13`), and no
/// reader of photos or of the camera reports it: with a price sticker over the right half of
/// 5102500487680, zxing-cpp reads the UPC-E1 11025005 (UPC-A 110000002505), a wrong album.
@Suite struct HalfOfEAN13Tests {
    static let code = "5102500487680"
    /// The modules kept: start guard, six digits, middle guard and the first right-hand bar.
    static let half = 51

    @Test func theLeftHalfOfAnEAN13IsAUPCE1WheneverItsCheckDigitFits() throws {
        // The parities that give an EAN-13 its first digit give a UPC-E1 its check digit.
        var fitting = 0
        for number in stride(from: 1_000_000_000_00, to: 9_999_999_999_99, by: 1_234_567_891) {
            let body = String(number)
            let ean13 = body + String(GTIN.checkDigit(for: body.compactMap(\.wholeNumberValue)))
            let digits = Array(ean13)
            let upcE1 = "1" + String(digits[1...6]) + String(digits[0])
            guard let upcEPattern = ModulePattern(upcE: upcE1), Self.isValidUPCE(upcE1) else { continue }
            fitting += 1
            let ean13Pattern = try #require(ModulePattern(ean13: ean13))
            #expect(Array(ean13Pattern.modules.prefix(Self.half)) == upcEPattern.modules, "\(ean13)")
        }
        // One code in ten of the 730 tried (72).
        #expect(fitting == 72)
    }

    @Test func thePhotoReaderReadsNoCodeInTheHalf() throws {
        let reader = try PhotoReader()
        let whole = reader.read(try CameraFramesAloneTests.frame(Self.code))
        #expect(whole.symbols.map(\.text) == [Self.code])
        let half = reader.read(try CameraFramesAloneTests.frame(Self.code, cut: Self.half))
        #expect(half.symbols.isEmpty)
        // zxing-cpp did read the half, as a UPC-E1: the rule, not the engine, keeps it out.
        #expect(half.reads.contains { $0.gtin?.mayBeHalfOfEAN13 == true })
    }

    @Test func theCameraAcceptsNoCodeFromTheHalfHeldInView() throws {
        let reader = try FrameReader()
        let frame = try CameraFramesAloneTests.frame(Self.code, cut: Self.half)
        var filter = StableReadFilter(requiredFrames: 3, continuous: true)
        var accepted: [GTIN] = []
        // A second at 30 frames a second: the frame as it is and every further pass in turn.
        for _ in 0..<30 {
            if let code = filter.observe(reader.read(frame).codes.compactMap(\.gtin)) { accepted.append(code) }
        }
        #expect(accepted.isEmpty)
        #expect(reader.read(try CameraFramesAloneTests.frame(Self.code)).codes.map(\.text) == [Self.code])
    }

    @Test func noEvidenceConfirmsAUPCE1() throws {
        // zxing-cpp's read of the half on 40 lines, across a box as long as the half is wide.
        let half = try GTIN(parsing: "11025005", hint: .upcE)
        let read = EngineRead(
            engine: .zxing, pass: "as-is", gtin: half, text: "11025005", symbology: "UPC-E", addOn: nil,
            evidence: 40, box: Box(minX: 100, minY: 100, maxX: 253, maxY: 220), lineSpacing: 1, plainFrame: true,
            marginAdded: false)
        let both = EngineRead(
            engine: .zbar, pass: "as-is", gtin: half, text: "11025005", symbology: "UPC-E", addOn: nil,
            evidence: 60, box: Box(minX: 100, minY: 100, maxX: 253, maxY: 220), lineSpacing: 1, plainFrame: true,
            marginAdded: false)
        let verdict = ConfirmationRule.standard.decide([read, both])
        #expect(verdict.codes.isEmpty)
        #expect(verdict.unconfirmed.count == 2)
        // A UPC-E of number system 0 read the same way is a code.
        let own = try GTIN(parsing: "04252614", hint: .upcE)
        var ownRead = read
        ownRead.gtin = own
        #expect(ConfirmationRule.standard.decide([ownRead]).codes.compactMap(\.gtin) == [own])
    }

    /// Whether the UPC-E's check digit is that of the UPC-A it expands to.
    static func isValidUPCE(_ code: String) -> Bool {
        (try? GTIN(parsing: code, hint: .upcE))?.format == .upcE
    }
}
