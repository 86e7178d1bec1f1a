/// A pixel position in a frame: `x` to the right and `y` down from the top-left corner.
package struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Columns from the left edge.
    package var x: Int
    /// Rows from the top edge.
    package var y: Int

    package var description: String { "(\(x), \(y))" }
}
