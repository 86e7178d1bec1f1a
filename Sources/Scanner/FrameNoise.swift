import Imaging

/// How grainy a frame is: the median grey-level step between neighbouring pixels along sampled
/// rows. A photo's smooth areas (paper, case, wall) make most steps small, even where there are
/// bars; sensor noise makes every step large.
///
/// The passes that never gave a photo its first read (`ScanPass.needsEarlierRead`) did give one
/// on a noisy frame: "2x", whose interpolation calms the grain (Fixtures/images/degraded/noise.png,
/// Gaussian noise of sigma 60). So a noisy frame runs them from the start.
package enum FrameNoise {
    /// Rows sampled.
    static let rows = 32
    /// The least median step of a noisy frame. On the tuning photos and fixtures, photos have a
    /// median step of 13 at most (ZXing's photos without a code, `../shared/photos`), and
    /// degraded/noise.png 29; blurred and tiny fixtures go above it too (they only run more passes).
    static let noisyStep = 20

    /// Whether the median step between horizontal neighbours on the sampled rows is at least `noisyStep`.
    package static func isNoisy(_ frame: GrayFrame) -> Bool {
        guard frame.width >= 2 else { return false }
        var counts = [Int](repeating: 0, count: 256)
        let sampled = min(rows, frame.height)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for index in 1...sampled {
                let start = frame.height * index / (sampled + 1) * frame.width
                for x in 1..<frame.width {
                    counts[abs(Int(pixels[start + x]) - Int(pixels[start + x - 1]))] += 1
                }
            }
        }
        // At least half the steps are `noisyStep` or more.
        let large = counts[noisyStep...].reduce(0, +)
        return large * 2 >= sampled * (frame.width - 1)
    }
}
