/// A column chart over time (additions per month) as inline SVG, drawn by cdscan itself.
public struct ColumnChart: Sendable, Equatable {
    public var title: String
    /// Columns from left to right, e.g. ("2025-11", 42); every period present, empty ones as 0.
    public var columns: [(label: String, value: Int)]

    public init(title: String, columns: [(label: String, value: Int)]) {
        self.title = title
        self.columns = columns
    }

    public static func == (lhs: ColumnChart, rhs: ColumnChart) -> Bool {
        lhs.title == rhs.title && lhs.columns.elementsEqual(rhs.columns) { $0 == $1 }
    }

    static let width = 520
    static let height = 220
    static let plotTop = 16
    static let plotBottom = 190

    /// The chart as an `<svg>` element; the first, last and every few labels are written under the axis.
    public func svg() -> String {
        var parts = [
            "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(Self.width) \(Self.height)\" "
                + "width=\"\(Self.width)\" height=\"\(Self.height)\" xmlns=\"http://www.w3.org/2000/svg\">",
            "<title>\(HTML.text(title))</title>",
            "<line class=\"axis\" x1=\"0\" y1=\"\(Self.plotBottom)\" x2=\"\(Self.width)\" y2=\"\(Self.plotBottom)\"/>",
        ]
        if columns.isEmpty { parts.append("<text x=\"4\" y=\"18\">No data</text>") }
        let largest = max(1, columns.map(\.value).max() ?? 1)
        let step = Double(Self.width) / Double(max(1, columns.count))
        let labelEvery = max(1, columns.count / 6)
        for (index, column) in columns.enumerated() {
            let x = Double(index) * step
            let height = column.value <= 0 ? 0 : max(1, column.value * (Self.plotBottom - Self.plotTop) / largest)
            parts.append(
                "<rect class=\"bar\" x=\"\(format(x + step * 0.1))\" y=\"\(Self.plotBottom - height)\" "
                    + "width=\"\(format(step * 0.8))\" height=\"\(height)\">"
                    + "<title>\(HTML.text(column.label)): \(column.value)</title></rect>")
            if index % labelEvery == 0 || index == columns.count - 1 {
                parts.append(
                    "<text x=\"\(format(x + step / 2))\" y=\"\(Self.plotBottom + 16)\" text-anchor=\"middle\">"
                        + "\(HTML.text(column.label))</text>")
            }
        }
        parts.append("<text class=\"value\" x=\"4\" y=\"12\">max \(largest)</text>")
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String {
        String(Double((value * 10).rounded()) / 10)
    }
}
