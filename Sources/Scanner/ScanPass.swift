import Imaging

/// One way of preparing a photo for the engines; `PhotoReader` tries passes in order until
/// what they read is confirmed.
package struct ScanPass: Sendable, Hashable, CustomStringConvertible {
    /// One image operation.
    package enum Step: Sendable, Hashable {
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
        /// Add a white margin of 1/n of the width and height each side (`GrayFrame.padded`), for
        /// crops that cut the quiet zone.
        case pad(fraction: Int)
    }

    /// A short name for `--verbose` output, such as "1/2" or "contrast".
    package let name: String
    /// The operations, applied in order to the loaded frame.
    package let steps: [Step]
    /// The engines that read the prepared frame.
    package let engines: Set<Engine>
    /// zbar's scan-line spacing on this pass's frame (1: every row and column).
    package let zbarDensity: Int
    /// Whether zxing-cpp also looks in copies it shrinks itself (`ZXingDecoder.downscale`).
    package let zxingDownscale: Bool
    /// Whether the pass runs only once an earlier pass read something, of any code: it has never
    /// given a photo its first read (see `standard`), so a photo with nothing read yet skips it,
    /// unless the frame is noisy or dark (`FrameLook`).
    package let needsEarlierRead: Bool
    /// Engines that read this pass's frame only once something was read, by an earlier pass or
    /// by the pass's other engine, or on a noisy frame, as `needsEarlierRead` for one engine: the
    /// frame is prepared once for both, and the engines read in order, zbar first.
    package let waitingEngines: Set<Engine>

    /// A pass with the given name and steps, read by `engines` (both unless told), zbar
    /// scanning every `zbarDensity`th row and column.
    package init(
        _ name: String, _ steps: [Step], engines: Set<Engine> = Set(Engine.allCases), zbarDensity: Int = 1,
        zxingDownscale: Bool = false, needsEarlierRead: Bool = false, waitingEngines: Set<Engine> = []
    ) {
        self.name = name
        self.steps = steps
        self.engines = engines
        self.zbarDensity = zbarDensity
        self.zxingDownscale = zxingDownscale
        self.needsEarlierRead = needsEarlierRead
        self.waitingEngines = waitingEngines.intersection(engines)
    }

    package var description: String { name }

    /// Whole-factor shrinking stops at this many pixels on the shorter side: "1/2" of a webcam-
    /// sized photo (640x480, 1280x720) found no code on `../shared/photos` or the fixtures that
    /// another pass had not (bench/rule-eval.py --per-pass), and cost a tenth of such a photo.
    static let minDownscaledSide = 400

    /// Frames are not doubled past this size; small barcodes in big photos are read by other passes.
    static let maxUpscaledPixels = 1_000_000

    /// Frames are not turned onto a canvas bigger than this; turned 45 degrees, a thin frame
    /// (30000x10, say) would need hundreds of megapixels.
    static let maxRotatedPixels = 8_000_000

    /// The passes `PhotoReader` uses unless told otherwise, in the order tried.
    ///
    /// Chosen on the tuning half of the degraded set only (bench/degraded-set.py: tight crops,
    /// small, blurred, low-contrast, turned and JPEG-worn symbols, split by product), greedily by
    /// codes found per millisecond, each engine on each pass apart, with
    /// `ConfirmationRule.standard` (bench/recall-eval.py):
    /// - "as-is": the frame exactly as zbarimg and ZXingReader read it (zxing-cpp with its own
    ///   downscaling, as ZXingReader has it), so nothing either reads alone is lost to a filter;
    ///   smoothing first, as before, erased the thin bars of small and soft symbols.
    /// - "padded": a quiet zone for crops that cut it, for zbar alone: zxing-cpp takes a frame's
    ///   edge for a quiet zone by itself, and a margin moves its row thresholds and costs it
    ///   reads. Photos over 2 megapixels are left out: their codes are rarely at the edge.
    /// - "turned 22" (both), "turned 45" (zxing-cpp): bars that no row or column crosses.
    ///   zbar reads every third line of "padded" and "turned 22" (issue 44): the reads of the
    ///   tuning part of `../shared/photos-zxing`, `../shared/photos` and the fixtures are the same at
    ///   every second line and at every fourth, and on photos without a code zbar took a third of
    ///   the time in these two passes. zxing-cpp reads "turned 22" only behind a read (`waitingEngines`):
    ///   on those tuning photos and fixtures it never read a code there that zbar had not read too.
    /// - "2x" (zxing-cpp): symbols whose modules are a pixel or two wide.
    /// - "sharpened" (zxing-cpp): soft symbols.
    /// - "inverted" (zxing-cpp): light bars printed on a dark ground; no photo of the tuning half
    ///   has one, the fixtures do (Fixtures/images/degraded/inverted.png).
    /// - "smoothed" (zbar), last: sensor noise that breaks every line (the fixtures'
    ///   degraded/noise.png); zxing-cpp on "turned 22" for bars as short as degraded/short-bars-60.png.
    /// The fixtures of Fixtures/images count as tuning data too, as they did before.
    /// Left out, as finding nothing on the tuning half that the others had not, or too little for
    /// their time: contrast, threshold, 1/2, and zbar on "2x" (two codes for 3.8 s of the
    /// half's 13), "turned 45" and "sharpened".
    /// "sharpened" and "smoothed" need an earlier read (issue 44): on the tuning part of
    /// `../shared/photos-zxing`, `../shared/photos` and the fixtures, no photo had its first read of
    /// any code from either, and on photos without a code (the first half of
    /// `../shared/photos-zxing/no-retail-code` by file name), where no pass reads anything, they took
    /// 17% of the time (bench/zxing-photos-bench.results.txt). So does "2x": on those tuning photos
    /// and the fixtures (204 files, each read alone) its one first read is degraded/noise.png,
    /// which `FrameLook` tells apart, and on the photos without a code it took 22% of the time,
    /// its doubling included. And so does "inverted": its one first read there is
    /// degraded/inverted.png, a dark frame (`FrameLook`), and it took a tenth of the time.
    package static let standard: [ScanPass] = [
        ScanPass("as-is", [], zxingDownscale: true),
        ScanPass("padded", [.skipAbove(pixels: 2_000_000), .pad(fraction: 12)], engines: [.zbar], zbarDensity: 3),
        ScanPass(
            "turned 22", [.fitWithin(pixels: 2_000_000), .rotate(22.5)], zbarDensity: 3, waitingEngines: [.zxing]),
        ScanPass("2x", [.upscale, .pad(fraction: 8)], engines: [.zxing], needsEarlierRead: true),
        ScanPass("turned 45", [.fitWithin(pixels: 2_000_000), .rotate(45)], engines: [.zxing]),
        ScanPass(
            "sharpened", [.fitWithin(pixels: 4_000_000), .sharpen(2), .pad(fraction: 8)], engines: [.zxing],
            needsEarlierRead: true),
        ScanPass("inverted", [.fitWithin(pixels: 2_000_000), .invert], engines: [.zxing], needsEarlierRead: true),
        ScanPass("smoothed", [.skipAbove(pixels: 4_000_000), .smooth], engines: [.zbar], needsEarlierRead: true),
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

    /// The frame after every step, a function taking a point in it back to `frame`, and its
    /// scale; nil when a step does not apply (the pass would repeat another one).
    ///
    /// `shrunk`, when given, holds the loaded frame's shrunk copies that earlier passes made: a
    /// pass that starts by shrinking takes its copy from there instead of shrinking again.
    package func prepare(_ frame: GrayFrame, shrunk: ShrunkFrames? = nil) -> PreparedFrame? {
        var current = frame
        var back: @Sendable (Point) -> Point = { $0 }
        var scale = 1.0
        var untouched = true  // `current` is still `frame`, so `shrunk` may hold its copies
        func shrink(by factor: Int) {
            let cached = untouched ? shrunk?.frame(frame, by: factor) : nil
            (current, back) = (cached ?? current.downscaled(by: factor), Self.scaling(back, by: factor))
            scale /= Double(factor)
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
                scale *= 2
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
            case .pad(let fraction):
                let padded = current.padded(by: fraction)
                let previous = back
                current = padded.frame
                back = { previous(padded.pointInOriginal($0)) }
            }
        }
        return PreparedFrame(frame: current, pointInOriginal: back, scale: scale)
    }

    /// Whether the engines see the loaded frame as it is, a margin added at most: nothing
    /// smoothed, scaled, sharpened, thresholded or turned (see `EngineRead.plainFrame`).
    package var isPlain: Bool {
        steps.allSatisfy { step in
            switch step {
            case .pad, .skipAbove: true
            default: false
            }
        }
    }

    /// Whether a step adds a white margin around the frame (see `EngineRead.marginAdded`).
    var addsMargin: Bool {
        steps.contains { step in
            if case .pad = step { true } else { false }
        }
    }

    private static func scaling(_ back: @escaping @Sendable (Point) -> Point, by factor: Int)
        -> @Sendable (Point) -> Point
    {
        { back(Point(x: $0.x * factor + factor / 2, y: $0.y * factor + factor / 2)) }
    }
}

/// A frame as a pass prepared it for the engines.
package struct PreparedFrame: Sendable {
    /// The pixels the engines read.
    package var frame: GrayFrame
    /// Takes a point in `frame` back to the loaded frame.
    package var pointInOriginal: @Sendable (Point) -> Point
    /// `frame`'s pixels per pixel of the loaded frame (0.5 at half size, 2 doubled).
    package var scale: Double
}
