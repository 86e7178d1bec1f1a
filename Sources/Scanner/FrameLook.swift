import Imaging

/// A cheap look at a frame's grain and tone along sampled rows, for the passes that never gave a
/// photo its first read (`ScanPass.needsEarlierRead`, `ScanPass.waitingEngines`): on the tuning
/// photos and fixtures they did on two kinds of frame only, which run them from the start.
/// - Noisy: the median grey-level step between neighbouring pixels is large. A photo's smooth
///   areas (paper, case, wall) make most steps small, even where there are bars; sensor noise
///   makes every step large. "2x", whose interpolation calms the grain, gave
///   Fixtures/images/degraded/noise.png (Gaussian noise of sigma 60) its first read.
/// - Dark: the median grey is near black, as when light bars are printed on a dark ground
///   (Fixtures/images/degraded/inverted.png, first read by "inverted").
package enum FrameLook {
    /// Rows sampled.
    static let rows = 32
    /// The least median step of a noisy frame. On the tuning photos and fixtures, photos have a
    /// median step of 13 at most (ZXing's photos without a code, `../shared/photos`), and
    /// degraded/noise.png 29; blurred and tiny fixtures go above it too (they only run more passes).
    static let noisyStep = 20
    /// The median grey below which a frame is dark: degraded/inverted.png's is 0, the darkest
    /// photo without a code (ZXing's) 52, the darkest with a code 28 (it only runs more passes).
    static let darkLevel = 40

    /// Whether the frame is noisy or dark: the passes that wait for a read run on it anyway.
    package static func runsEveryPass(_ frame: GrayFrame) -> Bool {
        isNoisy(frame) || isDark(frame)
    }

    /// Whether the median step between horizontal neighbours on the sampled rows is at least `noisyStep`.
    package static func isNoisy(_ frame: GrayFrame) -> Bool {
        guard frame.width >= 2 else { return false }
        let steps = histogram(frame) { pixels, start, x in abs(Int(pixels[start + x]) - Int(pixels[start + x - 1])) }
        return median(steps) >= noisyStep
    }

    /// Whether the median grey of the sampled rows is below `darkLevel`.
    package static func isDark(_ frame: GrayFrame) -> Bool {
        median(histogram(frame) { pixels, start, x in Int(pixels[start + x]) }) < darkLevel
    }

    /// How often each value of `value` (0...255) occurs at each pixel but the first of each sampled row.
    private static func histogram(
        _ frame: GrayFrame, _ value: (UnsafeBufferPointer<UInt8>, Int, Int) -> Int
    ) -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        let sampled = min(rows, frame.height)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for index in 1...sampled {
                let start = frame.height * index / (sampled + 1) * frame.width
                for x in 1..<max(1, frame.width) { counts[value(pixels, start, x)] += 1 }
            }
        }
        return counts
    }

    /// The least value that at least half the counted pixels are at or below.
    private static func median(_ counts: [Int]) -> Int {
        let total = counts.reduce(0, +)
        var seen = 0
        for (value, count) in counts.enumerated() {
            seen += count
            if seen * 2 >= total, total > 0 { return value }
        }
        return 0
    }
}
