import Barcode
import Imaging

/// Reads live video frames with both engines and the confirmation rule, as the camera needs:
/// the frame as it is, at the scan density that keeps up with the frame rate, and one further
/// pass of the photo reader's on the region where the bars are, a different one each frame
/// (`PassRotation`, `furtherPasses`).
///
/// zbar reads every second line above 640x480 (`ZBarDecoder.recommendedDensity`); zxing-cpp
/// reads every line (`thorough`: 3 more of the 30 coded frames of bench/camera-frames.py, at
/// 39 frames a second on one core against 53). A code counts by the photos' rule
/// (`ConfirmationRule.standard`, the frame taken as it is): both engines, or one engine's
/// evidence relative to the symbol, a read of the further pass counting as one in a prepared frame
/// (the stronger evidence a code needs that no engine reads in the frame as it is); frames then
/// agree through `StableReadFilter`. zbar reads each frame, and each pass, as if it were the
/// first (`FrameEngines`): a half it kept from the disc before never completes the next disc's.
/// Owns zbar scanners (C handles): one reader per task.
package final class FrameReader {
    /// What counts as read within one frame.
    package var rule: ConfirmationRule
    /// The further passes, one per frame, on the region where the bars are (`PassRotation`).
    package var rotation: PassRotation
    /// Checks the bars of a code one engine alone confirmed, as the photo reader does
    /// (`ConfirmationRule.decide`); nil, the camera's way: no check. On the tuning frames of
    /// bench/zxing-camera-frames.sh, checking cost 20 to 30 ms a frame on one core and lost 3 of
    /// the 53 codes read in the frame as it is (`cdscan-bench-decoder camera-passes DIR checked`).
    package var patternCheck: PatternCheck?
    private let symbologies: [Symbology]
    /// One set of engines per density, made on first use (a camera keeps its frame size).
    private var engines: [Int: FrameEngines] = [:]

    /// A reader for `symbologies` (retail ones unless told otherwise).
    package init(
        symbologies: [Symbology] = Symbology.retail, rule: ConfirmationRule = .standard,
        rotation: PassRotation = PassRotation(FrameReader.furtherPasses)
    ) throws(DecoderError) {
        self.symbologies = symbologies
        self.rule = rule
        self.rotation = rotation
        engines[1] = try Self.engines(symbologies, density: 1)
    }

    /// The confirmed codes in `frame`, each with its box, and any conflicts: those of the frame as
    /// it is, or when it has none, those of the frame and the further pass in turn together.
    ///
    /// Every frame goes to both engines: the `BarStructure` gate the photos use turned away 44 of
    /// the 214 soft close-up frames with a code (bench/camera-close.py, tuning half), and the
    /// engines keep above 30 frames a second without it.
    package func read(_ frame: GrayFrame) -> Verdict {
        let density = ZBarDecoder.recommendedDensity(width: frame.width, height: frame.height)
        guard let engines = engines[density] ?? (try? Self.engines(symbologies, density: density)) else {
            return Verdict()
        }
        self.engines[density] = engines
        let check = { (code: GTIN, box: Box) in self.patternCheck?.verdict(in: frame, code: code, box: box) }
        let reads = engines.read(frame, pass: Self.framePass)
        let asItIs = rule.decide(reads, check: check)
        // The further pass looks for what the frame as it is leaves unread: a frame whose code is
        // read costs no more than before, and no pass can dispute that code.
        guard asItIs.codes.isEmpty, let pass = rotation.current else { return asItIs }
        guard let region = BarStructure.region(in: frame) else {
            rotation.advance(gaveCode: false)
            return asItIs
        }
        let verdict = rule.decide(reads + further(pass, on: region, of: frame, engines: engines), check: check)
        rotation.advance(gaveCode: !verdict.codes.isEmpty)
        return verdict
    }

    /// The name of the reads in the frame as it is.
    static let framePass = "frame"

    private static func engines(_ symbologies: [Symbology], density: Int) throws(DecoderError) -> FrameEngines {
        try FrameEngines(symbologies: symbologies, density: density)
    }
}
