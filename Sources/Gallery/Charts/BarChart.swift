/// A horizontal bar chart as inline SVG, drawn by cdscan itself (no chart library, no script).
///
/// Colours come from the page's CSS (`.bar`, `text`), so the chart follows the
/// light or dark scheme. Labels are escaped; long ones are cut with an ellipsis.
public struct BarChart: Sendable, Equatable {
    public var title: String
    /// Bars from top to bottom.
    public var bars: [(label: String, value: Int)]

    public init(title: String, bars: [(label: String, value: Int)]) {
        self.title = title
        self.bars = bars
    }

    public static func == (lhs: BarChart, rhs: BarChart) -> Bool {
        lhs.title == rhs.title && lhs.bars.elementsEqual(rhs.bars) { $0 == $1 }
    }

    static let width = 520
    static let rowHeight = 22
    static let labelWidth = 170
    static let valueWidth = 50

    /// The chart as an `<svg>` element.
    public func svg() -> String {
        let height = max(1, bars.count) * Self.rowHeight + 8
        let largest = max(1, bars.map(\.value).max() ?? 1)
        let span = Self.width - Self.labelWidth - Self.valueWidth
        var parts = [
            "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(Self.width) \(height)\" "
                + "width=\"\(Self.width)\" height=\"\(height)\" xmlns=\"http://www.w3.org/2000/svg\">",
            "<title>\(HTML.text(title))</title>",
        ]
        if bars.isEmpty { parts.append("<text x=\"4\" y=\"18\">No data</text>") }
        for (row, bar) in bars.enumerated() {
            let y = row * Self.rowHeight + 4
            let length = bar.value <= 0 ? 0 : max(1, bar.value * span / largest)
            parts.append(
                "<g><title>\(HTML.text(bar.label)): \(bar.value)</title>"
                    + "<text x=\"\(Self.labelWidth - 6)\" y=\"\(y + 15)\" text-anchor=\"end\">"
                    + "\(HTML.text(Self.shortened(bar.label)))</text>"
                    + "<rect class=\"bar\" x=\"\(Self.labelWidth)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"16\"/>"
                    + "<text class=\"value\" x=\"\(Self.labelWidth + length + 4)\" y=\"\(y + 15)\">\(bar.value)</text></g>"
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// At most 24 characters: a label is there to be read, the full text is in the bar's tooltip.
    static func shortened(_ label: String) -> String {
        label.count <= 24 ? label : String(label.prefix(23)) + "…"
    }
}
