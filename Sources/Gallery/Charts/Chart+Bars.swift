/// The horizontal bars of a `.bars` chart.
extension Chart {
    static let rowHeight = 22
    static let labelWidth = 170
    static let valueWidth = 50

    /// The chart's height and its bars, each with its label, its length scaled to `largest` and its value.
    func barMarks(largest: Int) -> (height: Int, marks: [String]) {
        let span = Self.width - Self.labelWidth - Self.valueWidth
        var parts = entries.isEmpty ? [Self.noData] : []
        for (row, bar) in entries.enumerated() {
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
        return (max(1, entries.count) * Self.rowHeight + 8, parts)
    }

    /// At most 24 characters: a label is there to be read, the full text is in the bar's tooltip.
    static func shortened(_ label: String) -> String {
        label.count <= 24 ? label : String(label.prefix(23)) + "…"
    }
}
