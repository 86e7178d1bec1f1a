/// Reads live video frames with both engines and the confirmation rule, as the camera needs:
/// one look per frame, at the scan density that keeps up with the frame rate.
///
/// zbar reads every second line above 640x480 (`ZBarDecoder.recommendedDensity`); zxing-cpp
/// samples lines rather than reading all (not `thorough`). A code counts when both engines
/// read it in the frame or one engine's evidence is strong; frames then agree through
/// `StableReadFilter`. Owns zbar scanners (C handles): one reader per task.
public final class FrameReader {
    /// What counts as read within one frame.
    public var rule: ConfirmationRule
    private let symbologies: [Symbology]
    /// One set of engines per density, made on first use (a camera keeps its frame size).
    private var engines: [Int: FrameEngines] = [:]

    /// A reader for `symbologies` (retail ones unless told otherwise).
    public init(symbologies: [Symbology] = Symbology.retail, rule: ConfirmationRule = .standard)
        throws(DecoderError)
    {
        self.symbologies = symbologies
        self.rule = rule
        engines[1] = try Self.engines(symbologies, density: 1)
    }

    /// The confirmed codes in `frame`, each with its box, and any conflicts.
    ///
    /// A frame without bar-like structure (`BarStructure`: a wall, a face, a blank sleeve) is not
    /// handed to the engines at all; the test costs a small fraction of a zbar scan.
    public func read(_ frame: GrayFrame) -> Verdict {
        guard BarStructure.likely(in: frame) else { return Verdict() }
        let density = ZBarDecoder.recommendedDensity(width: frame.width, height: frame.height)
        guard let engines = engines[density] ?? (try? Self.engines(symbologies, density: density)) else {
            return Verdict()
        }
        self.engines[density] = engines
        return rule.decide(engines.read(frame, pass: "frame"))
    }

    private static func engines(_ symbologies: [Symbology], density: Int) throws(DecoderError) -> FrameEngines {
        let engines = try FrameEngines(symbologies: symbologies, density: density)
        engines.zxing.thorough = false
        return engines
    }
}
