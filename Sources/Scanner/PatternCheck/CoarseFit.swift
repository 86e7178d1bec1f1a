import Foundation

/// The best place, module width and stretch of a symbol's pattern along one scan line by
/// normalised correlation over a grid: where `LineFit` starts.
struct CoarseFit: Sendable {
    /// The normalised correlation (1: the profile is the pattern, bars dark).
    var correlation: Double
    /// Where module edge 0 lies along the line.
    var start: Double
    /// The mean module width in pixels.
    var width: Double
    /// The perspective stretch (see `ModuleMap`).
    var stretch: Double

    /// A template of one width and stretch.
    struct Template: Hashable {
        var width: Double
        var stretch: Double
    }

    /// A template's mean and its norm about the mean.
    struct Norm {
        var mean: Double
        var norm: Double
    }

    /// Blur of the bars, in modules, assumed by the search.
    static let blur = 0.45

    /// What to search.
    struct Grid: Sendable {
        /// Module widths from `widths.lowerBound`, each `step` times the last more, to the upper bound.
        var widths: ClosedRange<Double>
        var step: Double
        var stretches: [Double]
        /// Where the symbol's middle may lie along the line.
        var middle: ClosedRange<Double>
        /// Where module edge 0 may lie along the line (all of it when nil).
        var start: ClosedRange<Double>? = nil
    }

    /// The best fit of `bars` along `line` on `grid`; nil when no place fits the line.
    ///
    /// The correlation of the profile with a template blurred by a Gaussian is that of the
    /// profile blurred by it with the bars' exact cover of each pixel: the blurred profile's
    /// running sums give the cover's correlation at every place in a few operations a bar edge,
    /// where correlating the template costs its length. Sub-pixel phases are tried only where a
    /// pixel is a large part of a module (below 4 pixels a module).
    ///
    /// `templates` keeps each template's mean and norm for the next search: every line and
    /// direction of one candidate is searched on the same widths.
    static func search(
        _ line: ScanLine, bars: [(start: Double, end: Double)], grid: Grid, templates: inout [Template: Norm]
    ) -> CoarseFit? {
        let profile = line.values
        let count = profile.count
        // Every pattern ends with a bar: the last bar's end is the symbol's length in modules.
        let total = bars.last?.end ?? 95
        var sums = [0.0]
        var squares = [0.0]
        sums.reserveCapacity(count + 1)
        squares.reserveCapacity(count + 1)
        for value in profile {
            sums.append((sums.last ?? 0) + value)
            squares.append((squares.last ?? 0) + value * value)
        }
        var best: CoarseFit?
        var bestCorrelation = -2.0
        // The profile with its ends repeated as far as the widest blur reaches.
        let pad = gaussian(sigma: blur * grid.widths.upperBound).count / 2 + 1
        let padded =
            [Double](repeating: profile[0], count: pad) + profile + [Double](repeating: profile[count - 1], count: pad)
        var blurred = [Double](repeating: 0, count: count)
        var cumulative = [Double](repeating: 0, count: count + 1)
        var width = grid.widths.lowerBound / (1 + grid.step)
        while true {
            width *= 1 + grid.step
            guard width <= grid.widths.upperBound else { break }
            let length = Int((total * width).rounded(.up)) + 1
            if length + 2 > count { break }
            // Where the window (module edge 0 at line.start + first - phase) may start.
            func places(_ phase: Double) -> ClosedRange<Int>? {
                var low = Int((grid.middle.lowerBound - total / 2 * width - line.start + phase).rounded(.up))
                var high = min(
                    count - length,
                    Int((grid.middle.upperBound - total / 2 * width - line.start + phase).rounded(.down)))
                if let start = grid.start {
                    low = max(low, Int((start.lowerBound - line.start + phase).rounded(.up)))
                    high = min(high, Int((start.upperBound - line.start + phase).rounded(.down)))
                }
                // The first pixel's cover starts half a pixel before it.
                low = max(low, 1)
                return high >= low ? low...high : nil
            }
            let phases = width < 2 ? 4 : width < 4 ? 2 : 1
            let ranges = (0..<phases).compactMap { places(Double($0) / Double(phases)) }
            guard let lowest = ranges.map(\.lowerBound).min(), let highest = ranges.map(\.upperBound).max()
            else { continue }
            let sigma = blur * width
            let kernel = gaussian(sigma: (max(sigma * sigma - 1.0 / 12, 0.01)).squareRoot())
            // Only the samples some window covers are blurred.
            Self.blur(
                padded, pad: pad, by: kernel, range: max(0, lowest - 1)..<min(count, highest + length + 1),
                into: &blurred, cumulative: &cumulative)
            // One over each window's standard deviation (times its length's root), for every phase.
            let scales = (lowest...highest).map { first in
                let sum = sums[first + length] - sums[first]
                let square = squares[first + length] - squares[first]
                return 1 / max(square - sum * sum / Double(length), 1e-9).squareRoot()
            }
            for stretch in grid.stretches {
                let map = ModuleMap(start: 0, width: width, stretch: stretch, total: total)
                let key = Template(width: width, stretch: stretch)
                let known =
                    templates[key]
                    ?? {
                        let template = coverTemplate(bars, map: map, length: length, kernel: kernel)
                        let mean = template.reduce(0, +) / Double(length)
                        let norm = template.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }.squareRoot()
                        return Norm(mean: mean, norm: norm)
                    }()
                templates[key] = known
                let (mean, norm) = (known.mean, known.norm)
                guard norm > 0 else { continue }
                let edges = bars.flatMap { [(map.position($0.start), -1.0), (map.position($0.end), 1.0)] }
                for phaseIndex in 0..<phases {
                    let phase = Double(phaseIndex) / Double(phases)
                    guard let range = places(phase) else { continue }
                    let (low, high) = (range.lowerBound, range.upperBound)
                    var dot = [Double](repeating: 0, count: high - low + 1)
                    Self.accumulate(
                        edges: edges, phase: phase, from: low, blurred: blurred, cumulative: cumulative, into: &dot)
                    for place in 0..<dot.count {
                        let first = low + place
                        let sum = sums[first + length] - sums[first]
                        // Bars are dark: a good fit is anti-correlated with the grey values.
                        let correlation = -(dot[place] - mean * sum) * scales[first - lowest] / norm
                        if correlation > bestCorrelation {
                            bestCorrelation = correlation
                            best = CoarseFit(
                                correlation: correlation, start: line.start + Double(first) - phase, width: width,
                                stretch: stretch)
                        }
                    }
                }
            }
        }
        return best
    }

    /// The correlation of the blurred profile with the bars' cover for windows starting at
    /// `from`, `from` + 1, ...: at each edge (sign -1 where a bar starts, +1 where it ends) the
    /// running sum of the blurred profile there, interpolated within its pixel. Every window
    /// sees an edge at the same fraction of a pixel, so each edge is one sweep over the windows.
    static func accumulate(
        edges: [(Double, Double)], phase: Double, from low: Int, blurred: [Double], cumulative: [Double],
        into dot: inout [Double]
    ) {
        let count = dot.count
        blurred.withUnsafeBufferPointer { blurred in
            cumulative.withUnsafeBufferPointer { cumulative in
                dot.withUnsafeMutableBufferPointer { dot in
                    guard let blurred = blurred.baseAddress, let cumulative = cumulative.baseAddress,
                        let dot = dot.baseAddress
                    else { return }
                    for (edge, sign) in edges {
                        let shifted = edge - phase + 0.5
                        let whole = shifted.rounded(.down)
                        let weight = sign * (shifted - whole)
                        let offset = low + Int(whole)
                        let (sums, values) = (cumulative + offset, blurred + offset)
                        for place in 0..<count {
                            dot[place] += sign * sums[place] + weight * values[place]
                        }
                    }
                }
            }
        }
    }

    /// `padded` (a profile with `pad` samples added at each end) convolved with `kernel` over
    /// `range` of the profile's samples, and the running sums of that from the range's start.
    static func blur(
        _ padded: [Double], pad: Int, by kernel: [Double], range: Range<Int>, into blurred: inout [Double],
        cumulative: inout [Double]
    ) {
        let shift = pad - kernel.count / 2
        padded.withUnsafeBufferPointer { padded in
            kernel.withUnsafeBufferPointer { kernel in
                blurred.withUnsafeMutableBufferPointer { blurred in
                    cumulative.withUnsafeMutableBufferPointer { cumulative in
                        var running = 0.0
                        cumulative[range.lowerBound] = 0
                        for index in range {
                            var total = 0.0
                            for offset in 0..<kernel.count { total += kernel[offset] * padded[index + shift + offset] }
                            blurred[index] = total
                            running += total
                            cumulative[index + 1] = running
                        }
                    }
                }
            }
        }
    }

    /// `signal` convolved with `kernel`, zero beyond its ends, as long as `signal`.
    static func convolve(_ signal: [Double], _ kernel: [Double], into output: inout [Double]) {
        let half = kernel.count / 2
        let count = signal.count
        let padded = [Double](repeating: 0, count: half) + signal + [Double](repeating: 0, count: half)
        padded.withUnsafeBufferPointer { padded in
            kernel.withUnsafeBufferPointer { kernel in
                output.withUnsafeMutableBufferPointer { output in
                    for index in 0..<count {
                        var total = 0.0
                        for offset in 0..<kernel.count { total += kernel[offset] * padded[index + offset] }
                        output[index] = total
                    }
                }
            }
        }
    }

    /// A sampled Gaussian of `sigma` pixels over ±3 sigma, summing to 1.
    static func gaussian(sigma: Double) -> [Double] {
        let half = Int((3 * sigma).rounded(.up))
        let weights = (-half...half).map { exp(-0.5 * (Double($0) / sigma) * (Double($0) / sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// The bars' cover of pixels 0..<length (edge 0 at 0), convolved with `kernel` (zero outside).
    static func coverTemplate(
        _ bars: [(start: Double, end: Double)], map: ModuleMap, length: Int, kernel: [Double]
    ) -> [Double] {
        var cover = [Double](repeating: 0, count: length)
        for bar in bars {
            let (from, to) = (map.position(bar.start), map.position(bar.end))
            let firstPixel = max(0, Int((from + 0.5).rounded(.down)))
            let lastPixel = min(length - 1, Int((to + 0.5).rounded(.down)))
            guard firstPixel <= lastPixel else { continue }
            for pixel in firstPixel...lastPixel {
                let overlap = min(to, Double(pixel) + 0.5) - max(from, Double(pixel) - 0.5)
                if overlap > 0 { cover[pixel] += overlap }
            }
        }
        var template = [Double](repeating: 0, count: length)
        Self.convolve(cover, kernel, into: &template)
        return template
    }
}
