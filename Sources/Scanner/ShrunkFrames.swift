import Imaging

/// The shrunk copies of one loaded frame that a photo's passes share: "smoothed", "1/2",
/// "contrast" and "inverted" all start from a 12-megapixel photo halved, and shrinking it again
/// for each cost about a tenth of the photo's time (bench/scan-bench.sh).
///
/// Belongs to one `PhotoReader.read` call (one frame, one task).
package final class ShrunkFrames {
    private var copies: [Int: GrayFrame] = [:]

    /// No copies yet.
    package init() {}

    /// `frame` shrunk by `factor` (see `GrayFrame.downscaled(by:)`), made on first use.
    ///
    /// The copies are keyed by factor alone: use one `ShrunkFrames` for one frame.
    func frame(_ frame: GrayFrame, by factor: Int) -> GrayFrame {
        if let copy = copies[factor] { return copy }
        let copy = frame.downscaled(by: factor)
        copies[factor] = copy
        return copy
    }
}
