/// A pixel position in a frame: `x` to the right and `y` down from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Columns from the left edge.
    public var x: Int
    /// Rows from the top edge.
    public var y: Int

    public var description: String { "(\(x), \(y))" }
}
