import Barcode
import Foundation
import Imaging
import Testing

@testable import Scanner

/// The bar-pattern check (`PatternCheck`, the port of bench/verifier/verify.py) on its own.
@Suite struct PatternCheckTests {
    /// The modules of a code as 0s and 1s.
    func modules(_ code: String) -> String? {
        ModulePattern(ean13: code).map { $0.modules.map(String.init).joined() }
    }

    @Test func anEAN13sModules() {
        #expect(
            modules("5099750442227")
                == "10100011010010111001011101110110110001010011101010101110010111001101100110110011011001000100101")
    }

    @Test func aUPCAsModulesAreThoseOfItsEAN13() {
        #expect(
            modules("0029667431224")
                == "10100011010010011000101101011110101111011101101010101110010000101100110110110011011001011100101")
        #expect(modules("029667431224") == nil)
    }

    @Test func eachDigitPlaceHasEveryOtherCodeAsAlternative() throws {
        let places = try #require(ModulePattern(ean13: "5099750442227")?.places)
        #expect(places.map(\.start) == [3, 10, 17, 24, 31, 38, 50, 57, 64, 71, 78, 85])
        #expect(places.map(\.alternatives.count) == [19, 19, 19, 19, 19, 19, 9, 9, 9, 9, 9, 9])
    }

    @Test func anEAN8HasFourLAndFourRDigitsIn67Modules() throws {
        let pattern = try #require(ModulePattern.printings(of: try GTIN(parsing: "42191605", hint: .ean8)).first)
        #expect(pattern.total == 67)
        #expect(pattern.places.map(\.start) == [3, 10, 17, 24, 36, 43, 50, 57])
        #expect(pattern.places.map(\.alternatives.count) == [9, 9, 9, 9, 9, 9, 9, 9])
        // 101, 4 2 1 9 in L code, 01010, 1 6 0 5 in R code, 101.
        let expected = [
            "101", "0100011", "0010011", "0011001", "0001011", "01010", "1100110", "1010000", "1110010", "1001110",
            "101",
        ]
        #expect(pattern.modules.map(String.init).joined() == expected.joined())
    }

    @Test func aUPCEHasSixDigitsIn51ModulesWithParityFromItsCheckDigit() throws {
        // 0 426120 5: number system 0, check digit 5, parity GLLGGL.
        let pattern = try #require(ModulePattern(upcE: "04261205"))
        #expect(pattern.total == 51)
        #expect(pattern.places.map(\.start) == [3, 10, 17, 24, 31, 38])
        #expect(pattern.places.map(\.alternatives.count) == [19, 19, 19, 19, 19, 19])
        let expected = ["101", "0011101", "0010011", "0101111", "0110011", "0011011", "0001101", "010101"]
        #expect(pattern.modules.map(String.init).joined() == expected.joined())
        #expect(ModulePattern(upcE: "24261205") == nil)
    }

    /// A clean print of `code` (as its `format` says): `module` pixels a module, 12 modules of
    /// quiet zone each side, dark bars on light paper, blurred by a Gaussian of `blur` pixels;
    /// and the symbol's box.
    func rendered(_ code: GTIN, module: Double = 3, blur: Double = 1.2) throws -> (GrayFrame, Box) {
        try rendered(try #require(ModulePattern.printings(of: code).first), module: module, blur: blur)
    }

    /// A clean print of `pattern`, as `rendered(_:module:blur:)`.
    func rendered(_ pattern: ModulePattern, module: Double = 3, blur: Double = 1.2) throws -> (GrayFrame, Box) {
        let total = Double(pattern.total)
        let (quiet, height) = (12.0, 70)
        let width = Int(((total + 2 * quiet) * module).rounded(.up))
        let row = (0..<width).map { x -> UInt8 in
            var cover = 0.0
            for bar in pattern.bars {
                let (from, to) = ((quiet + bar.start) * module, (quiet + bar.end) * module)
                let centre = Double(x)
                cover +=
                    0.5
                    * (erf((to - centre) / (blur * 2.0.squareRoot())) - erf((from - centre) / (blur * 2.0.squareRoot())))
            }
            return UInt8((215 - 185 * cover).rounded())
        }
        let frame = GrayFrame(trusted: width, height, Array((0..<height).map { _ in row }.joined()))
        let box = Box(
            minX: Int(quiet * module), minY: 10, maxX: Int((quiet + total) * module), maxY: height - 10)
        return (frame, box)
    }

    /// A code printed as an EAN-13 or UPC-A (13 digits) or as `format` says.
    func code(_ digits: String, _ format: GTIN.Format? = nil) throws -> GTIN {
        try GTIN(parsing: digits, hint: format)
    }

    /// Each pattern is the code's own: both engines read the print as the code, in its symbology
    /// (zbar reads no UPC-E of number system 1).
    @Test(arguments: [
        ("5099750442227", GTIN.Format.ean13), ("0029667431224", .upcA), ("42191605", .ean8), ("04261205", .upcE),
        ("12345670", .upcE),
    ])
    func zbarReadsEachPatternAsItsCode(digits: String, format: GTIN.Format) throws {
        let gtin = try code(digits, format)
        let (frame, _) = try rendered(gtin)
        let zxing = ZXingDecoder().decode(frame)
        #expect(zxing.map(\.gtin) == [gtin])
        #expect(zxing.first?.gtin.format == format)
        if format != .upcE || digits.first == "0" {
            let zbar = try ZBarDecoder().decode(frame)
            #expect(zbar.map(\.gtin) == [gtin])
            #expect(zbar.first?.gtin?.format == format)
        }
    }

    @Test func aUPCEWhoseZerosFitTwoFormsIsAcceptedPrintedEitherWay() throws {
        // 0 60560 00009 4: 605609 (manufacturer 60560, product 9) or 605694 (6056 0, product 9).
        let gtin = try code("06056094", .upcE)
        #expect(gtin.upcEPrintings.sorted() == ["06056094", "06056944"])
        for printing in gtin.upcEPrintings {
            let (frame, box) = try rendered(try #require(ModulePattern(upcE: printing)))
            let read = try ZBarDecoder().decode(frame)
            #expect(read.map(\.gtin) == [gtin])
            #expect(PatternCheck().verdict(in: frame, code: gtin, box: box) == .accept)
        }
    }

    @Test func aCodeOutlinedAsALineAlongItsBarsIsChecked() throws {
        // zbar outlines a UPC-E it read as the line where its scans began: the line tells neither
        // the symbol's length nor on which side it lies.
        let gtin = try code("04261205", .upcE)
        let (frame, box) = try rendered(gtin, module: 3.5)
        let line = Box(minX: box.minX, minY: box.minY, maxX: box.minX + 1, maxY: box.maxY)
        #expect(PatternCheck().verdict(in: frame, code: gtin, box: line) == .accept)
        #expect(PatternCheck().verdict(in: frame, code: try code("04261214", .upcE), box: line) == .reject)
    }

    @Test func aCleanEAN8IsAcceptedAndOneDigitOffRejected() throws {
        let (frame, box) = try rendered(try code("42191605", .ean8))
        #expect(PatternCheck().verdict(in: frame, code: try code("42191605", .ean8), box: box) == .accept)
        // The seventh digit 6 for 0 (R codes 1010000 for 1110010), the check digit 7 made to fit.
        #expect(PatternCheck().verdict(in: frame, code: try code("42191667", .ean8), box: box) == .reject)
    }

    @Test func aCleanUPCEIsAcceptedAndAnotherCodeRejected() throws {
        let (frame, box) = try rendered(try code("04261205", .upcE), module: 3.5)
        #expect(PatternCheck().verdict(in: frame, code: try code("04261205", .upcE), box: box) == .accept)
        // The sixth digit 1 for 0, the check digit 4 made to fit (which changes the parity too).
        #expect(PatternCheck().verdict(in: frame, code: try code("04261214", .upcE), box: box) == .reject)
    }

    @Test func aCleanPrintIsAcceptedForItsOwnCode() throws {
        let (frame, box) = try rendered(try code("5099750442227"))
        let scores = try #require(PatternCheck().scores(in: frame, code: try code("5099750442227"), box: box))
        #expect(scores.verdict == .accept)
        #expect(abs(scores.moduleWidth - 3) < 0.1)
    }

    @Test func aCleanPrintIsRejectedForACodeOneDigitOff() throws {
        // The eleventh digit 0 for 2 (R code 1110010 for 1101100, four modules apart), the check digit made to fit.
        let (frame, box) = try rendered(try code("5099750442227"))
        #expect(PatternCheck().verdict(in: frame, code: try code("5099750440223"), box: box) == .reject)
    }

    @Test func aCleanUPCAIsAcceptedAsItsEAN13() throws {
        let (frame, box) = try rendered(try code("0029667431224"), module: 2.5)
        #expect(PatternCheck().verdict(in: frame, code: try code("0029667431224"), box: box) == .accept)
    }

    @Test func aPrintWithWideModulesIsCheckedShrunk() throws {
        // 6 pixels a module: the region is shrunk by 2 before the search, the width told in the frame's pixels.
        let (frame, box) = try rendered(try code("5099750442227"), module: 6, blur: 2)
        let scores = try #require(PatternCheck().scores(in: frame, code: try code("5099750442227"), box: box))
        #expect(scores.verdict == .accept)
        #expect(abs(scores.moduleWidth - 6) < 0.3)
        #expect(PatternCheck().verdict(in: frame, code: try code("5099750440223"), box: box) == .reject)
    }

    @Test func aFrameWithoutBarsHasNoOpinion() throws {
        let frame = GrayFrame(trusted: 200, 100, [UInt8](repeating: 128, count: 200 * 100))
        let box = Box(minX: 20, minY: 20, maxX: 180, maxY: 80)
        #expect(PatternCheck().verdict(in: frame, code: try code("5099750442227"), box: box) == nil)
    }
}
