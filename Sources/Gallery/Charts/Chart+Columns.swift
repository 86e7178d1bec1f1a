/// The columns of a `.columns` chart, over an axis.
extension Chart {
    static let columnsHeight = 220
    static let plotTop = 16
    static let plotBottom = 190

    /// The chart's height and its marks: the axis, a column per entry scaled to `largest`, the
    /// labels under the axis, and the largest value.
    func columnMarks(largest: Int) -> (height: Int, marks: [String]) {
        var parts = [
            "<line class=\"axis\" x1=\"0\" y1=\"\(Self.plotBottom)\" x2=\"\(Self.width)\" y2=\"\(Self.plotBottom)\"/>"
        ]
        if entries.isEmpty { parts.append(Self.noData) }
        let step = Double(Self.width) / Double(max(1, entries.count))
        let labelEvery = max(1, entries.count / 6)
        for (index, column) in entries.enumerated() {
            let x = Double(index) * step
            let height = column.value <= 0 ? 0 : max(1, column.value * (Self.plotBottom - Self.plotTop) / largest)
            parts.append(
                "<rect class=\"bar\" x=\"\(format(x + step * 0.1))\" y=\"\(Self.plotBottom - height)\" "
                    + "width=\"\(format(step * 0.8))\" height=\"\(height)\">"
                    + "<title>\(HTML.text(column.label)): \(column.value)</title></rect>")
            if index % labelEvery == 0 || index == entries.count - 1 {
                parts.append(
                    "<text x=\"\(format(x + step / 2))\" y=\"\(Self.plotBottom + 16)\" text-anchor=\"middle\">"
                        + "\(HTML.text(column.label))</text>")
            }
        }
        parts.append("<text class=\"value\" x=\"4\" y=\"12\">max \(largest)</text>")
        return (Self.columnsHeight, parts)
    }

    private func format(_ value: Double) -> String {
        String(Double((value * 10).rounded()) / 10)
    }
}
