/// An axis-aligned rectangle in a frame's pixel coordinates: where a barcode was read.
package struct Box: Sendable, Hashable, CustomStringConvertible {
    /// The leftmost column.
    package var minX: Int
    /// The top row.
    package var minY: Int
    /// The rightmost column.
    package var maxX: Int
    /// The bottom row.
    package var maxY: Int

    /// A box with the given edges (swapped when given the wrong way round).
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = min(minX, maxX)
        self.minY = min(minY, maxY)
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    /// The smallest box around `points`; nil when there are none.
    package init?(around points: [Point]) {
        guard let first = points.first else { return nil }
        var box = Box(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for point in points.dropFirst() {
            box = box.union(Box(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y))
        }
        self = box
    }

    /// Columns covered.
    package var width: Int { maxX - minX + 1 }
    /// Rows covered.
    package var height: Int { maxY - minY + 1 }

    /// The smallest box holding both.
    package func union(_ other: Box) -> Box {
        Box(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }

    /// Whether the two boxes share a pixel once each is widened by `margin` of its longer side on every edge.
    ///
    /// Engines outline one symbol differently: zbar around the scan lines that decoded it,
    /// zxing-cpp around a few rows; a margin lets both outlines of one symbol meet, while the
    /// codes on separate CD cases stay far apart.
    func overlaps(_ other: Box, margin: Double = 0) -> Bool {
        let grow = Int(Double(max(width, height)) * margin)
        let otherGrow = Int(Double(max(other.width, other.height)) * margin)
        return minX - grow <= other.maxX + otherGrow && other.minX - otherGrow <= maxX + grow
            && minY - grow <= other.maxY + otherGrow && other.minY - otherGrow <= maxY + grow
    }

    package var description: String { "\(minX),\(minY) \(width)x\(height)" }
}
