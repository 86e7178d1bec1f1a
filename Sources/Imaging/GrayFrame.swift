/// An 8-bit grey image, one byte per pixel, rows packed without padding.
///
/// Decoded photos (`ImageLoader`) and camera frames (the luma plane of YUV 4:2:0) both become
/// a `GrayFrame` before they reach the scanner's engines; zbar reads the same layout as "Y800".
package struct GrayFrame: Sendable {
    package let width: Int
    package let height: Int
    /// `width * height` bytes, row after row.
    package var pixels: [UInt8]

    /// Wraps `pixels`; nil when their count is not `width * height`.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Wraps pixels made by code that knows their count matches (a turn, a filter, a scaling); traps otherwise.
    package init(trusted width: Int, _ height: Int, _ pixels: [UInt8]) {
        precondition(pixels.count == width * height && width > 0 && height > 0, "frame size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
