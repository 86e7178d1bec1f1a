/// The ideal profile of bars along a scan line (1 inside a bar, 0 between), blurred by a
/// Gaussian, and how it moves with the module map and the blur.
struct BarProfile {
    /// The profile at each sample.
    var values: [Double]
    /// Its derivatives by the map's start, width and stretch and by the blur (empty unless asked for).
    var byStart: [Double] = []
    var byWidth: [Double] = []
    var byStretch: [Double] = []
    var byBlur: [Double] = []

    /// The least blur rendered: a sharper edge falls between samples.
    static let leastBlur = 0.25

    /// The profile of `bars` (module intervals) mapped by `map`, blurred by `blur` pixels, at
    /// samples `first`, `first` + 1, ... (`count` of them).
    ///
    /// Each edge's Gaussian step differs from a sharp step only within a few sigma of it (by
    /// 3e-5 at 4 sigma): the sharp bars are laid down first, then each edge's difference near it.
    init(
        _ bars: [(start: Double, end: Double)], map: ModuleMap, blur: Double, first: Double, count: Int,
        derivatives: Bool = false
    ) {
        let sigma = max(blur, Self.leastBlur)
        values = [Double](repeating: 0, count: count)
        if derivatives {
            byStart = values
            byWidth = values
            byStretch = values
            byBlur = values
        }
        guard count > 0 else { return }
        let reach = 4 * sigma
        // The first sample at or after `position`, clamped to the samples.
        func sample(after position: Double) -> Int {
            min(max(Int((position - first).rounded(.up)), 0), count)
        }
        values.withUnsafeMutableBufferPointer { values in
            // Φ((edge - x) / sigma) in place of the sharp step [x < edge] near one edge.
            func soften(_ module: Double, _ edge: Double, _ sign: Double) {
                let low = sample(after: edge - reach)
                let high = max(low, sample(after: edge + reach))
                guard high > low else { return }
                let (dWidth, dStretch) = derivatives ? (map.byWidth(module), map.byStretch(module)) : (0, 0)
                for index in low..<high {
                    let x = first + Double(index)
                    let standard = (edge - x) / sigma
                    values[index] += sign * (NormalCurve.cdf(standard) - (x < edge ? 1 : 0))
                    guard derivatives else { continue }
                    let slope = sign * NormalCurve.density(standard) / sigma
                    byStart[index] += slope
                    byWidth[index] += slope * dWidth
                    byStretch[index] += slope * dStretch
                    if blur >= Self.leastBlur { byBlur[index] -= slope * standard }
                }
            }
            for bar in bars {
                let (from, to) = (map.position(bar.start), map.position(bar.end))
                for index in sample(after: from)..<max(sample(after: from), sample(after: to)) { values[index] += 1 }
                soften(bar.start, from, -1)
                soften(bar.end, to, 1)
            }
        }
    }
}
