import Imaging

extension GrayFrame {
    /// The frame on a canvas of its paper's grey (`paperLevel`), bigger by `fraction` of its width on the left and right and of
    /// its height above and below (at least `minimum` pixels each side), and a function taking a
    /// point on the canvas back to the frame.
    ///
    /// A tight crop of a barcode (a case held close to the camera, a photo cropped to the code)
    /// cuts the quiet zone both engines look for beside the guard bars; the white margin puts it
    /// back. Paper-grey rather than white: a margin far brighter than a dim photo's paper moves
    /// the engines' global thresholds and costs more reads than the margin wins. EAN-13 needs 11 modules on the left and 7 on the right: a symbol as wide as the frame
    /// has 95 modules, so an eighth of the width is 12 of them.
    package func padded(by fraction: Int = 8, minimum: Int = 8) -> (
        frame: GrayFrame, pointInOriginal: @Sendable (Point) -> Point
    ) {
        let (dx, dy) = (max(minimum, width / fraction), max(minimum, height / fraction))
        let newWidth = width + 2 * dx
        let newHeight = height + 2 * dy
        var canvas = [UInt8](repeating: paperLevel(), count: newWidth * newHeight)
        for row in 0..<height {
            let start = (row + dy) * newWidth + dx
            canvas.replaceSubrange(start..<start + width, with: pixels[row * width..<(row + 1) * width])
        }
        let (lastX, lastY) = (width - 1, height - 1)
        let back: @Sendable (Point) -> Point = { point in
            Point(x: min(max(point.x - dx, 0), lastX), y: min(max(point.y - dy, 0), lastY))
        }
        return (GrayFrame(trusted: newWidth, newHeight, canvas), back)
    }

    /// The grey of the frame's paper: the level a tenth of the pixels are brighter than (a barcode
    /// crop is about half bars; the brightest tenth can be glare or a label's white).
    func paperLevel() -> UInt8 {
        let counts = histogram()
        var brighter = 0
        for level in stride(from: 255, through: 0, by: -1) {
            brighter += counts[level]
            if brighter * 10 >= width * height { return UInt8(level) }
        }
        return 255
    }
}
