import Imaging

/// A cheap look for bar-like structure before the expensive passes: a row or column of the frame
/// that crosses many strong edges of alternating direction within a quarter of its length, as a
/// scan line across a barcode does (an EAN-13 has 60 edges). Blank walls, skin, sky and soft
/// photos have none, and their frames are given up after the first pass.
///
/// It only rejects: text, textures and other symbologies pass, and the passes decide.
package enum BarStructure {
    /// Rows and columns sampled, each way.
    static let lines = 32
    /// The least grey-level step counted as an edge.
    static let edgeStep = 24
    /// Alternating edges within a quarter of a line that count as bar-like.
    static let edges = 16

    /// Whether some sampled row or column looks like it crosses bars.
    package static func likely(in frame: GrayFrame) -> Bool {
        frame.pixels.withUnsafeBufferPointer { pixels in
            for index in 1...lines {
                let y = frame.height * index / (lines + 1)
                if crossesBars(pixels, start: y * frame.width, step: 1, count: frame.width) { return true }
                let x = frame.width * index / (lines + 1)
                if crossesBars(pixels, start: x, step: frame.width, count: frame.height) { return true }
            }
            return false
        }
    }

    /// Whether the line of `count` pixels from `start`, `step` apart, holds `edges` alternating
    /// edges within a window of a quarter of its length.
    static func crossesBars(_ pixels: UnsafeBufferPointer<UInt8>, start: Int, step: Int, count: Int) -> Bool {
        barRun(pixels, start: start, step: step, count: count) != nil
    }
}
