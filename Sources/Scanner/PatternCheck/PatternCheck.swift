import Barcode
import Imaging

/// Checks a candidate retail code against the bars in the photo: fits the pattern the code
/// implies (95 modules for an EAN-13 or UPC-A, 67 for an EAN-8, 51 for a UPC-E) to scan lines
/// across its box and scores each digit against every other pattern possible there (the Swift
/// port of bench/verifier/verify.py, whose docstring states the algorithm for the EAN-13; the
/// thresholds are `PatternScores.verdict`'s).
///
/// A pure function of the frame, the code and the box: `ConfirmationRule` weighs what it says.
package struct PatternCheck: Sendable {
    /// Scan lines across the box.
    var lineCount = 15
    /// The share of the box's extent along the bars the lines cover.
    var spread = 0.9
    /// A line's correlation must reach this, and be within `keepDrop` of the best, to weigh the digits.
    var keepLeast = 0.5
    var keepDrop = 0.06
    /// The step of the coarse search's module widths, and the correlation below which it looks wider.
    var coarseStep = 0.012
    var coarseEnough = 0.8
    /// The least correlation of a line's coarse fit worth fitting by least squares: below, its
    /// fit never came near `keepLeast` on the tuning halves, and the verdicts stay the same.
    var leastStart = 0.3
    /// Module shifts a digit may sit off the line's fit.
    var shifts = [-0.3, 0.0, 0.3]
    /// Perspective stretches the wider search tries.
    var stretches = [-0.2, -0.1, 0.0, 0.1, 0.2]
    /// Module widths searched, as shares of the box's length over the symbol's modules, when the
    /// box shows the symbol's length: the prototype's 0.4 to 2.6 narrowed to what its fits found on the tuning
    /// halves (0.6 to 1.1 for boxes around the symbol, 1.3 to 2.3 for boxes around half of it).
    var knownWidths = 0.55...2.4
    /// Pixels a module the region around a box is shrunk to when its modules are at least twice as wide.
    var shrunkModule = 2.5

    /// A check with the prototype's constants.
    package init() {}

    /// Accept, reject, or nil for no opinion (see `PatternScores.verdict`).
    package func verdict(in frame: GrayFrame, code: GTIN, box: Box) -> PatternVerdict? {
        scores(in: frame, code: code, box: box)?.verdict
    }

    /// The scores of `code`, printed as its `format` says, in `box` of `frame`; nil when no
    /// line fits the pattern at all. Where a UPC-E may be printed two ways, the code is what
    /// either printing says: accepted when one is, else no opinion when one has none.
    package func scores(in frame: GrayFrame, code: GTIN, box: Box) -> PatternScores? {
        func rank(_ scores: PatternScores) -> (Int, Double) {
            (scores.verdict == .accept ? 2 : scores.verdict == nil ? 1 : 0, scores.margin)
        }
        return ModulePattern.printings(of: code).compactMap { scores(in: frame, pattern: $0, box: box) }
            .max { rank($0) < rank($1) }
    }

    /// The scores of one pattern in `box` of `frame`.
    func scores(in frame: GrayFrame, pattern: ModulePattern, box: Box) -> PatternScores? {
        // Modules many pixels wide cost time (the searches grow with the square of the symbol's
        // length) and add nothing: the region around a long box is shrunk to a few pixels a module.
        let longSide = Double(max(box.width, box.height) - 1)
        let factor = Int(longSide / Double(pattern.total) / shrunkModule)
        if factor >= 2 {
            let reach = Int(2 * longSide) + 8
            let (left, top) = (max(0, box.minX - reach), max(0, box.minY - reach))
            let (right, bottom) = (min(frame.width, box.maxX + reach + 1), min(frame.height, box.maxY + reach + 1))
            if right - left >= 2 * factor, bottom - top >= 2 * factor {
                let region = Self.crop(frame, left: left, top: top, width: right - left, height: bottom - top)
                    .downscaled(by: factor)
                // Pixel i of the shrunk region is the mean of pixels factor i ..< factor (i + 1).
                func shrink(_ value: Int, _ origin: Int) -> Int {
                    Int((Double(value - origin) - Double(factor - 1) / 2) / Double(factor))
                }
                let shrunk = Box(
                    minX: shrink(box.minX, left), minY: shrink(box.minY, top), maxX: shrink(box.maxX, left),
                    maxY: shrink(box.maxY, top))
                var scores = measure(in: region, pattern: pattern, box: shrunk)
                scores?.moduleWidth *= Double(factor)
                return scores
            }
        }
        return measure(in: frame, pattern: pattern, box: box)
    }

    /// The pixels of `frame` in a rectangle within it.
    static func crop(_ frame: GrayFrame, left: Int, top: Int, width: Int, height: Int) -> GrayFrame {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height)
        for row in top..<(top + height) {
            pixels += frame.pixels[(row * frame.width + left)..<(row * frame.width + left + width)]
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    /// `scores` in a frame whose modules are not too wide.
    func measure(in frame: GrayFrame, pattern: ModulePattern, box: Box) -> PatternScores? {
        let bars = pattern.bars
        let total = Double(pattern.total)
        let geometry = ScanGeometry(frame: frame, box: box)
        let forward = geometry.lines(in: frame, count: lineCount, spread: spread)
        guard !forward.isEmpty else { return nil }
        let length = geometry.length
        let (lowest, highest) = (max(0.5, 0.4 * length / total), 2.6 * length / total)
        // A box too short for modules of half a pixel holds no symbol to check.
        guard highest >= lowest else { return nil }
        var widths = lowest...highest
        if geometry.knowsLength {
            let low = max(widths.lowerBound, knownWidths.lowerBound * length / total)
            widths = low...max(low, min(widths.upperBound, knownWidths.upperBound * length / total))
        }
        let middle = (geometry.across.low - length / 2)...(geometry.across.high + length / 2)
        let count = forward.count
        // The structure tensor leaves the reading direction open: the lines are tried both ways.
        let directions = [
            (lines: forward, middle: middle),
            (lines: forward.map(\.reversed), middle: (-middle.upperBound)...(-middle.lowerBound)),
        ]
        var best: (fit: CoarseFit, direction: Int)?
        var templates: [CoarseFit.Template: CoarseFit.Norm] = [:]
        for (index, direction) in directions.enumerated() {
            let grid = CoarseFit.Grid(widths: widths, step: coarseStep, stretches: [0], middle: direction.middle)
            if let fit = CoarseFit.search(direction.lines[count / 2], bars: bars, grid: grid, templates: &templates),
                fit.correlation > best?.fit.correlation ?? -2
            {
                best = (fit, index)
            }
        }
        // The middle line may miss the symbol, or perspective stretch it: look wider, first on
        // the lines at a quarter and three quarters unstretched, then at every stretch (the
        // prototype's search at once), stopping once a fit is good enough. (Searching the
        // stretched widths twice as coarsely rejected right reads of the tuning halves.)
        let wider = Set([count / 4, count / 2, (3 * count) / 4]).sorted()
        let steps = [
            (lines: wider.filter { $0 != count / 2 }, stretches: [0.0], step: coarseStep),
            (lines: wider, stretches: stretches.filter { $0 != 0 }, step: coarseStep),
        ]
        for step in steps where (best?.fit.correlation ?? -2) < coarseEnough {
            for (index, direction) in directions.enumerated() {
                let grid = CoarseFit.Grid(
                    widths: widths, step: step.step, stretches: step.stretches, middle: direction.middle)
                for line in step.lines {
                    if let fit = CoarseFit.search(direction.lines[line], bars: bars, grid: grid, templates: &templates),
                        fit.correlation > best?.fit.correlation ?? -2
                    {
                        best = (fit, index)
                    }
                }
            }
        }
        guard let (coarse, chosen) = best else { return nil }
        let lines = directions[chosen].lines
        // Each line: the coarse fit's neighbourhood (the lines are parallel, so the symbol starts
        // near the same place on each; a poor coarse fit may have placed it wrong, and then each
        // line looks along its whole length), then the least-squares fit.
        let reach = 8 * coarse.width
        let start = coarse.correlation >= coarseEnough ? (coarse.start - reach)...(coarse.start + reach) : nil
        let near = CoarseFit.Grid(
            widths: (coarse.width * 0.96)...(coarse.width * 1.04), step: 0.008,
            stretches: Set([coarse.stretch, coarse.stretch - 0.05, coarse.stretch + 0.05]).sorted(),
            middle: directions[chosen].middle, start: start)
        // A line whose best place correlates this little shows no symbol: no use fitting it.
        let fits = lines.compactMap { line in
            CoarseFit.search(line, bars: bars, grid: near, templates: &templates).flatMap {
                $0.correlation < leastStart ? nil : LineFit(line, bars: bars, from: $0)
            }
        }
        guard let bestFit = fits.max(by: { $0.correlation < $1.correlation }) else { return nil }
        let least = max(keepLeast, bestFit.correlation - keepDrop)
        let used = fits.filter { $0.correlation >= least }.nonEmpty ?? [bestFit]
        let margin =
            pattern.places.map { place in Self.median(used.map { digitMargin(place, pattern, $0) }) }.min() ?? 0
        return PatternScores(
            correlation: Self.median(used.map(\.correlation)), margin: margin, lines: fits.count, used: used.count,
            moduleWidth: Self.median(fits.map(\.map.width)), coarse: coarse.correlation)
    }

    /// How much worse than the candidate's the best other pattern of one digit fits one line:
    /// the least squared error of each over the digit's modules ±1, each at its best shift, in
    /// units of the line's mean squared residual (0 when the line has too few samples there).
    func digitMargin(_ place: ModulePattern.Place, _ pattern: ModulePattern, _ fit: LineFit) -> Double {
        let start = place.start
        let (low, high) = (max(0, start - 4), min(pattern.total, start + 11))
        let own = Array(pattern.modules[low..<high])
        let map = fit.map
        let (from, to) = (map.position(Double(start - 1)), map.position(Double(start + 8)))
        let firstIndex = max(0, Int((from - fit.first).rounded(.up)))
        let lastIndex = min(fit.normalised.count - 1, Int((to - fit.first).rounded(.down)))
        guard lastIndex - firstIndex + 1 >= 2 else { return 0 }
        let variance = max(fit.meanSquaredResidual, 1e-4)
        let first = fit.first + Double(firstIndex)
        let samples = fit.normalised[firstIndex...lastIndex]
        func error(_ modules: [UInt8]) -> Double {
            let bars = ModulePattern.bars(of: modules, from: low)
            var least = Double.infinity
            for shift in shifts {
                var shifted = map
                shifted.start += shift * map.width
                let rendered = BarProfile(bars, map: shifted, blur: fit.blur, first: first, count: samples.count)
                var total = 0.0
                for (value, sample) in zip(rendered.values, samples) {
                    total += (value - sample) * (value - sample)
                }
                least = min(least, total)
            }
            return least
        }
        let candidate = error(own)
        let others = place.alternatives.map { alternative in
            var modules = own
            modules.replaceSubrange((start - low)..<(start - low + 7), with: alternative)
            return error(modules)
        }
        return ((others.min() ?? candidate) - candidate) / variance
    }

    /// The median (the mean of the middle two of an even count); 0 of nothing.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Array {
    /// Self, or nil when empty.
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
