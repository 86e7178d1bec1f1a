/// What `PatternCheck` measured of one candidate code in one place.
package struct PatternScores: Sendable, Equatable {
    /// The median correlation of the scan lines used with the fitted profile.
    package var correlation: Double
    /// The lowest digit's median margin over the lines used, in units of a line's residual
    /// variance: below 0, some other digit's pattern fits the bars better than the candidate's.
    package var margin: Double
    /// Scan lines fitted across the whole symbol.
    package var lines: Int
    /// Scan lines good enough to weigh the digits.
    package var used: Int
    /// The median module width of the fits, in pixels.
    package var moduleWidth: Double
    /// The best correlation of the first, coarse search.
    package var coarse: Double

    /// The least correlation, module width and count of lines before the scores count: lower,
    /// the fit itself is in doubt (chosen on the tuning halves, bench/verifier/README.md).
    static let (leastCorrelation, leastModuleWidth, leastUsed) = (0.7, 0.8, 3)

    /// Accept or reject when the fit is trustworthy; nil (no opinion) otherwise.
    package var verdict: PatternVerdict? {
        guard correlation >= Self.leastCorrelation, moduleWidth >= Self.leastModuleWidth, used >= Self.leastUsed
        else { return nil }
        return margin < 0 ? .reject : .accept
    }
}
