import Imaging

extension BarStructure {
    /// Where the bars are: the box around every run of `edges` alternating edges within a quarter
    /// of a line that the sampled rows and columns cross (as `likely` looks for them), widened
    /// across each line by the spacing of the lines, which may pass the bars' ends unseen; nil
    /// when no line crosses bars.
    ///
    /// The camera reads its further passes (`FrameReader.rotation`) on this region alone: a small
    /// symbol in a large frame costs a pass on its region a fraction of the whole frame.
    package static func region(in frame: GrayFrame) -> Box? {
        let rowSpacing = frame.height / (lines + 1)
        let columnSpacing = frame.width / (lines + 1)
        var region: Box?
        func add(_ box: Box) { region = region.map { $0.union(box) } ?? box }
        frame.pixels.withUnsafeBufferPointer { pixels in
            for index in 1...lines {
                let y = frame.height * index / (lines + 1)
                if let run = barRun(pixels, start: y * frame.width, step: 1, count: frame.width) {
                    add(Box(minX: run.first, minY: y - rowSpacing, maxX: run.last, maxY: y + rowSpacing))
                }
                let x = frame.width * index / (lines + 1)
                if let run = barRun(pixels, start: x, step: frame.width, count: frame.height) {
                    add(Box(minX: x - columnSpacing, minY: run.first, maxX: x + columnSpacing, maxY: run.last))
                }
            }
        }
        return region.map {
            Box(
                minX: max(0, $0.minX), minY: max(0, $0.minY), maxX: min(frame.width - 1, $0.maxX),
                maxY: min(frame.height - 1, $0.maxY))
        }
    }

    /// The first and last edge, along the line of `count` pixels from `start`, `step` apart, of the
    /// runs of `edges` alternating edges within a window of a quarter of its length; nil when it
    /// has none.
    static func barRun(_ pixels: UnsafeBufferPointer<UInt8>, start: Int, step: Int, count: Int)
        -> (first: Int, last: Int)?
    {
        guard count >= 8 else { return nil }
        let window = max(16, count / 4)
        var positions: [Int] = []  // where each alternating edge is, in order
        var run: (first: Int, last: Int)?
        var lastSign = 0
        var i = 2
        while i < count {
            let difference = Int(pixels[start + i * step]) - Int(pixels[start + (i - 2) * step])
            let sign = difference > edgeStep ? 1 : (difference < -edgeStep ? -1 : 0)
            if sign != 0 && sign != lastSign {
                positions.append(i)
                lastSign = sign
                let opening = positions.count - edges
                if opening >= 0 && i - positions[opening] <= window {
                    // The edge's position is 1 pixel past the step's middle: the bar begins at i - 2.
                    run = (first: min(run?.first ?? .max, positions[opening] - 2), last: i)
                }
            }
            i += 1
        }
        return run.map { (first: max(0, $0.first), last: $0.last) }
    }
}
