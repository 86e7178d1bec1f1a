/// One way of preparing a photo for the engines; `PhotoReader` tries passes in order until
/// what they read is confirmed.
public struct ScanPass: Sendable, Hashable, CustomStringConvertible {
    /// One image operation.
    public enum Step: Sendable, Hashable {
        /// Shrink by the smallest whole factor that brings the frame within this many pixels.
        case fitWithin(pixels: Int)
        /// Like `fitWithin`, but the pass is skipped when the frame is already that small
        /// (it would repeat "as-is").
        case shrinkIfAbove(pixels: Int)
        /// Skip the pass for frames of more than this many pixels: they are read shrunk by other
        /// passes, and shrinking by block means already calms what this pass is for.
        case skipAbove(pixels: Int)
        /// Shrink by a whole factor (block mean); skipped below `ScanPass.minDownscaledSide`.
        case downscale(Int)
        /// Double the size (bilinear), skipped above `ScanPass.maxUpscaledPixels`.
        case upscale
        /// Spread the grey levels so the darkest 1% become black and the brightest 1% white.
        case stretchContrast
        /// Histogram equalization.
        case equalize
        /// Unsharp mask of the given strength (1 mild, 4 strong).
        case sharpen(Int)
        /// A 3x3 box blur, which calms sensor noise and JPEG ringing.
        case smooth
        /// Adaptive threshold over a window of this fraction of the shorter side (1/n).
        case threshold(fraction: Int)
        /// Swap black and white (light bars printed on a dark ground).
        case invert
        /// Turn counter-clockwise by this many degrees.
        case rotate(Double)
    }

    /// A short name for `--verbose` output, such as "1/2" or "contrast".
    public let name: String
    /// The operations, applied in order to the loaded frame.
    public let steps: [Step]
    /// The engines that read the prepared frame.
    public let engines: Set<Engine>
    /// zbar's scan-line spacing on this pass's frame (1: every row and column).
    public let zbarDensity: Int

    /// A pass with the given name and steps, read by `engines` (both unless told), zbar
    /// scanning every `zbarDensity`th row and column.
    public init(_ name: String, _ steps: [Step], engines: Set<Engine> = Set(Engine.allCases), zbarDensity: Int = 1) {
        self.name = name
        self.steps = steps
        self.engines = engines
        self.zbarDensity = zbarDensity
    }

    public var description: String { name }

    /// Whole-factor shrinking stops at this many pixels on the shorter side: "1/2" of a webcam-
    /// sized photo (640x480, 1280x720) found no code on `../shared/photos` or the fixtures that
    /// another pass had not (bench/rule-eval.py --per-pass), and cost a tenth of such a photo.
    public static let minDownscaledSide = 400

    /// Frames are not doubled past this size; small barcodes in big photos are read by other passes.
    public static let maxUpscaledPixels = 1_000_000

    /// Frames are not turned onto a canvas bigger than this; turned 45 degrees, a thin frame
    /// (30000x10, say) would need hundreds of megapixels.
    public static let maxRotatedPixels = 8_000_000

    /// The passes `PhotoReader` uses unless told otherwise, in the order of what they find per
    /// millisecond.
    ///
    /// Chosen by replaying every pass's recorded reads on `../shared/photos` and
    /// Fixtures/images (bench/rule-eval.py, greedy by codes found per millisecond): a light blur
    /// of frames up to 4 megapixels, which calms sensor noise and JPEG ringing and reads what
    /// the frame as-is reads (bigger photos start at half size: the block mean calms their
    /// noise, and the blur on top of it found nothing there, erasing the 12-case table's narrow
    /// bars, at a tenth of such a photo's time); half size, for bars many pixels wide; a
    /// contrast stretch for dim photos; tilted bars that no row or column crosses, turned; and
    /// light bars on dark. Passes that found nothing the others had not (as-is, reduced, 1/4,
    /// threshold, 2x, turned -22) are left out, and zbar, five times zxing-cpp's cost, skips
    /// the two passes where it found nothing zxing-cpp did not: a photo without a code pays for
    /// every pass.
    public static let standard: [ScanPass] = [
        ScanPass("smoothed", [.skipAbove(pixels: 4_000_000), .smooth]),
        ScanPass("1/2", [.downscale(2)]),
        ScanPass("contrast", [.fitWithin(pixels: 4_000_000), .stretchContrast], engines: [.zxing]),
        ScanPass("turned 22", [.fitWithin(pixels: 2_000_000), .rotate(22.5)], zbarDensity: 2),
        ScanPass("turned 45", [.fitWithin(pixels: 2_000_000), .rotate(45)], zbarDensity: 2),
        ScanPass("inverted", [.fitWithin(pixels: 4_000_000), .invert], engines: [.zxing]),
    ]

    /// What makes two prepared frames the same: their size and the steps that change pixels
    /// other than by scaling.
    struct FrameIdentity: Hashable {
        var width: Int
        var height: Int
        var steps: [Step]
    }

    /// The identity of `prepared`, this pass's frame.
    func identity(_ prepared: GrayFrame) -> FrameIdentity {
        let filters = steps.filter { step in
            switch step {
            case .fitWithin, .shrinkIfAbove, .skipAbove, .downscale: false
            default: true
            }
        }
        return FrameIdentity(width: prepared.width, height: prepared.height, steps: filters)
    }

    /// The frame after every step, and a function taking a point in it back to `frame`;
    /// nil when a step does not apply (the pass would repeat another one).
    ///
    /// `shrunk`, when given, holds the loaded frame's shrunk copies that earlier passes made: a
    /// pass that starts by shrinking takes its copy from there instead of shrinking again.
    public func prepare(_ frame: GrayFrame, shrunk: ShrunkFrames? = nil)
        -> (frame: GrayFrame, pointInOriginal: @Sendable (Point) -> Point)?
    {
        var current = frame
        var back: @Sendable (Point) -> Point = { $0 }
        var untouched = true  // `current` is still `frame`, so `shrunk` may hold its copies
        func shrink(by factor: Int) {
            let cached = untouched ? shrunk?.frame(frame, by: factor) : nil
            (current, back) = (cached ?? current.downscaled(by: factor), Self.scaling(back, by: factor))
        }
        for step in steps {
            defer { untouched = false }
            switch step {
            case .fitWithin(let pixels), .shrinkIfAbove(let pixels):
                var factor = 1
                while current.width * current.height / (factor * factor) > pixels { factor += 1 }
                if factor > 1 {
                    shrink(by: factor)
                } else if case .shrinkIfAbove = step {
                    return nil
                }
            case .skipAbove(let pixels):
                guard current.width * current.height <= pixels else { return nil }
            case .downscale(let factor):
                guard min(current.width, current.height) / factor >= Self.minDownscaledSide else { return nil }
                shrink(by: factor)
            case .upscale:
                guard current.width * current.height <= Self.maxUpscaledPixels else { return nil }
                current = current.upscaledTwice()
                let previous = back
                back = { previous(Point(x: $0.x / 2, y: $0.y / 2)) }
            case .stretchContrast: current = current.contrastStretched()
            case .equalize: current = current.equalized()
            case .sharpen(let amount): current = current.sharpened(amount: amount)
            case .smooth: current = current.smoothed()
            case .threshold(let fraction):
                current = current.thresholded(window: max(15, min(current.width, current.height) / fraction))
            case .invert: current = current.inverted()
            case .rotate(let degrees):
                let canvas = current.rotatedSize(degrees: degrees)
                guard canvas.width * canvas.height <= Self.maxRotatedPixels else { return nil }
                let turned = current.rotated(degrees: degrees)
                let previous = back
                current = turned.frame
                back = { previous(turned.pointInOriginal($0)) }
            }
        }
        return (current, back)
    }

    private static func scaling(_ back: @escaping @Sendable (Point) -> Point, by factor: Int)
        -> @Sendable (Point) -> Point
    {
        { back(Point(x: $0.x * factor + factor / 2, y: $0.y * factor + factor / 2)) }
    }
}
