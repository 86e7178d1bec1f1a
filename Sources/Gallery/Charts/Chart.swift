/// A chart of counts as inline SVG, drawn by cdscan itself (no chart library, no script).
///
/// Colours come from the page's CSS (`.bar`, `.axis`, `text`), so the chart follows the
/// light or dark scheme. Labels are escaped. What the two orientations share (the frame,
/// the title, "No data", the scale to the largest value) is here; each draws its own marks.
package struct Chart: Sendable, Equatable {
    /// Which way the values run.
    package enum Orientation: Sendable, Equatable {
        /// Horizontal bars from top to bottom, labelled on the left (long labels cut with an ellipsis).
        case bars
        /// Columns from left to right over time, e.g. ("2025-11", 42), every period present and
        /// empty ones as 0; the first, last and every few labels are written under the axis.
        case columns
    }

    package var title: String
    package var orientation: Orientation
    /// The values in the order drawn: top to bottom for bars, left to right for columns.
    package var entries: [(label: String, value: Int)]

    package static func == (lhs: Chart, rhs: Chart) -> Bool {
        lhs.title == rhs.title && lhs.orientation == rhs.orientation
            && lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }

    static let width = 520
    static let noData = "<text x=\"4\" y=\"18\">No data</text>"

    /// The chart as an `<svg>` element.
    package func svg() -> String {
        let largest = max(1, entries.map(\.value).max() ?? 1)
        let (height, marks) =
            switch orientation {
            case .bars: barMarks(largest: largest)
            case .columns: columnMarks(largest: largest)
            }
        let frame = [
            "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(Self.width) \(height)\" "
                + "width=\"\(Self.width)\" height=\"\(height)\" xmlns=\"http://www.w3.org/2000/svg\">",
            "<title>\(HTML.text(title))</title>",
        ]
        return (frame + marks + ["</svg>"]).joined(separator: "\n")
    }
}
