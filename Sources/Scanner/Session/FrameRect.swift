/// A rectangle in frame pixels: where a barcode is in a frame, for a preview to outline.
package struct FrameRect: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    /// A `width` x `height` rectangle whose top left pixel is (`x`, `y`).
    package init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The bounding box of `points` (e.g. zbar's outline of a symbol); nil when there are none.
    package init?(bounding points: [(x: Int, y: Int)]) {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
            let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
