/// One way of preparing a photo for zbar; `PhotoReader` tries passes in order until one reads a barcode.
public struct ScanPass: Sendable, Hashable, CustomStringConvertible {
    /// One image operation.
    public enum Step: Sendable, Hashable {
        /// Shrink by the smallest whole factor that brings the frame within this many pixels.
        case fitWithin(pixels: Int)
        /// Like `fitWithin`, but the pass is skipped when the frame is already that small
        /// (it would repeat "as-is").
        case shrinkIfAbove(pixels: Int)
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

    /// A pass with the given name and steps.
    public init(_ name: String, _ steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    public var description: String { name }

    /// Whole-factor shrinking stops at this many pixels on the shorter side.
    public static let minDownscaledSide = 160

    /// Frames are not doubled past this size; small barcodes in big photos are read by other passes.
    public static let maxUpscaledPixels = 1_000_000

    /// Frames are not turned onto a canvas bigger than this; turned 45 degrees, a thin frame
    /// (30000x10, say) would need hundreds of megapixels.
    public static let maxRotatedPixels = 8_000_000

    /// The passes `PhotoReader` uses unless told otherwise, cheapest and most fruitful first.
    ///
    /// Chosen by measuring each pass alone on Fixtures/images (bench/photos-bench.sh):
    /// big photos read faster, and no worse, shrunk to about 3 megapixels; dim or noisy
    /// ones after a blur, a threshold or a contrast stretch; bars about a pixel wide
    /// doubled; and short, tilted bars that no row or column crosses, turned.
    public static let standard: [ScanPass] = [
        ScanPass("reduced", [.shrinkIfAbove(pixels: 3_000_000)]),
        ScanPass("as-is", []),
        ScanPass("1/2", [.downscale(2)]),
        ScanPass("1/4", [.downscale(4)]),
        ScanPass("smoothed", [.fitWithin(pixels: 4_000_000), .smooth]),
        ScanPass("threshold", [.fitWithin(pixels: 4_000_000), .threshold(fraction: 8)]),
        ScanPass("contrast", [.fitWithin(pixels: 4_000_000), .stretchContrast]),
        ScanPass("2x smoothed", [.upscale, .smooth]),
        ScanPass("inverted", [.fitWithin(pixels: 4_000_000), .invert]),
        ScanPass("turned 45", [.fitWithin(pixels: 2_000_000), .rotate(45)]),
        ScanPass("turned 22", [.fitWithin(pixels: 2_000_000), .rotate(22.5)]),
        ScanPass("turned -22", [.fitWithin(pixels: 2_000_000), .rotate(-22.5)]),
    ]

    /// The frame after every step, and a function taking a point in it back to `frame`;
    /// nil when a step does not apply (the pass would repeat another one).
    public func prepare(_ frame: GrayFrame) -> (frame: GrayFrame, pointInOriginal: @Sendable (Point) -> Point)? {
        var current = frame
        var back: @Sendable (Point) -> Point = { $0 }
        for step in steps {
            switch step {
            case .fitWithin(let pixels), .shrinkIfAbove(let pixels):
                var factor = 1
                while current.width * current.height / (factor * factor) > pixels { factor += 1 }
                if factor > 1 {
                    (current, back) = (current.downscaled(by: factor), Self.scaling(back, by: factor))
                } else if case .shrinkIfAbove = step {
                    return nil
                }
            case .downscale(let factor):
                guard min(current.width, current.height) / factor >= Self.minDownscaledSide else { return nil }
                (current, back) = (current.downscaled(by: factor), Self.scaling(back, by: factor))
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
