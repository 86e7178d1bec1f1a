/// An 8-bit grey image, one byte per pixel, rows packed without padding.
///
/// Camera frames (the luma plane of YUV 4:2:0) and decoded photos both become
/// a `GrayFrame` before they reach zbar, which reads the same layout as "Y800".
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
}
