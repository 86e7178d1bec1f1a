/// Grey values along one line across a candidate's bars, a sample a pixel apart.
struct ScanLine: Sendable {
    /// Where along the line (pixels from the box's centre, across the bars) the first sample is.
    var start: Double
    /// The samples.
    var values: [Double]

    /// Where the last sample is.
    var end: Double { start + Double(values.count - 1) }

    /// The same line read the other way: the structure tensor leaves the reading direction open.
    var reversed: ScanLine { ScanLine(start: -end, values: values.reversed()) }
}
