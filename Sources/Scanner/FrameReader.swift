import Imaging

/// Reads live video frames with both engines and the confirmation rule, as the camera needs:
/// one look per frame, at the scan density that keeps up with the frame rate.
///
/// zbar reads every second line above 640x480 (`ZBarDecoder.recommendedDensity`); zxing-cpp
/// reads every line (`thorough`: 3 more of the 30 coded frames of bench/camera-frames.py, at
/// 39 frames a second on one core against 53). A code counts by the photos' rule
/// (`ConfirmationRule.standard`, the frame taken as it is): both engines, or one engine's
/// evidence relative to the symbol; frames then agree through `StableReadFilter`. Owns zbar
/// scanners (C handles): one reader per task.
package final class FrameReader {
    /// What counts as read within one frame.
    package var rule: ConfirmationRule
    private let symbologies: [Symbology]
    /// One set of engines per density, made on first use (a camera keeps its frame size).
    private var engines: [Int: FrameEngines] = [:]

    /// A reader for `symbologies` (retail ones unless told otherwise).
    package init(symbologies: [Symbology] = Symbology.retail, rule: ConfirmationRule = .standard)
        throws(DecoderError)
    {
        self.symbologies = symbologies
        self.rule = rule
        engines[1] = try Self.engines(symbologies, density: 1)
    }

    /// The confirmed codes in `frame`, each with its box, and any conflicts.
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
        return rule.decide(engines.read(frame, pass: "frame"))
    }

    private static func engines(_ symbologies: [Symbology], density: Int) throws(DecoderError) -> FrameEngines {
        try FrameEngines(symbologies: symbologies, density: density)
    }
}
