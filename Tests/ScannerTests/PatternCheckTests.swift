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

    /// A clean print of `code`: `module` pixels a module, 12 modules of quiet zone each side,
    /// dark bars on light paper, blurred by a Gaussian of `blur` pixels; and the symbol's box.
    func rendered(_ code: String, module: Double = 3, blur: Double = 1.2) throws -> (GrayFrame, Box) {
        let pattern = try #require(ModulePattern(ean13: code))
        let (quiet, height) = (12.0, 70)
        let width = Int(((95 + 2 * quiet) * module).rounded(.up))
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
            minX: Int(quiet * module), minY: 10, maxX: Int((quiet + 95) * module), maxY: height - 10)
        return (frame, box)
    }

    @Test func aCleanPrintIsAcceptedForItsOwnCode() throws {
        let (frame, box) = try rendered("5099750442227")
        let scores = try #require(PatternCheck().scores(in: frame, code: "5099750442227", box: box))
        #expect(scores.verdict == .accept)
        #expect(abs(scores.moduleWidth - 3) < 0.1)
    }

    @Test func aCleanPrintIsRejectedForACodeOneDigitOff() throws {
        // The eleventh digit 0 for 2: R code 1110010 for 1101100, four modules apart.
        let (frame, box) = try rendered("5099750442227")
        #expect(PatternCheck().verdict(in: frame, code: "5099750440227", box: box) == .reject)
    }

    @Test func aCleanUPCAIsAcceptedAsItsEAN13() throws {
        let (frame, box) = try rendered("0029667431224", module: 2.5)
        #expect(PatternCheck().verdict(in: frame, code: "0029667431224", box: box) == .accept)
    }

    @Test func aPrintWithWideModulesIsCheckedShrunk() throws {
        // 6 pixels a module: the region is shrunk by 2 before the search, the width told in the frame's pixels.
        let (frame, box) = try rendered("5099750442227", module: 6, blur: 2)
        let scores = try #require(PatternCheck().scores(in: frame, code: "5099750442227", box: box))
        #expect(scores.verdict == .accept)
        #expect(abs(scores.moduleWidth - 6) < 0.3)
        #expect(PatternCheck().verdict(in: frame, code: "5099750440227", box: box) == .reject)
    }

    @Test func aFrameWithoutBarsHasNoOpinion() {
        let frame = GrayFrame(trusted: 200, 100, [UInt8](repeating: 128, count: 200 * 100))
        #expect(
            PatternCheck().verdict(in: frame, code: "5099750442227", box: Box(minX: 20, minY: 20, maxX: 180, maxY: 80))
                == nil)
    }
}
