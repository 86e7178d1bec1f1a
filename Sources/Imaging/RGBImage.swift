/// 8-bit RGB pixels, rows packed: a picture decoded for a person to look at (the gallery's covers),
/// the colour counterpart of `GrayFrame`.
package struct RGBImage: Equatable, Sendable {
    /// Pixels a row.
    package let width: Int
    /// Rows.
    package let height: Int
    /// `width * height * 3` bytes, top row first.
    package let pixels: [UInt8]

    /// Wraps `pixels`; nil when their count is not `width * height * 3`.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// RGB from RGBA pixels, each composed onto white: a transparent cover corner shows as the page would.
    init?(width: Int, height: Int, rgba: UnsafeBufferPointer<UInt8>) {
        guard width > 0, height > 0, rgba.count >= width * height * 4 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            let alpha = Int(rgba[index * 4 + 3])
            for channel in 0..<3 {
                let value = Int(rgba[index * 4 + channel])
                pixels[index * 3 + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The image no wider than `maxWidth`, each output pixel the mean of the source pixels it covers.
    ///
    /// An area average, not a nearest-pixel pick: a cover's fine print and halftone
    /// would alias into moiré otherwise. Smaller images are returned as they are.
    package func downscaled(toWidth maxWidth: Int) -> RGBImage {
        guard width > maxWidth, maxWidth > 0 else { return self }
        let outWidth = maxWidth
        let outHeight = max(1, (height * maxWidth + width / 2) / width)
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
        for y in 0..<outHeight {
            let rows = (y * height / outHeight)..<max(y * height / outHeight + 1, (y + 1) * height / outHeight)
            for x in 0..<outWidth {
                let columns = (x * width / outWidth)..<max(x * width / outWidth + 1, (x + 1) * width / outWidth)
                var sums = (0, 0, 0)
                for row in rows {
                    var at = (row * width + columns.lowerBound) * 3
                    for _ in columns {
                        sums.0 += Int(pixels[at])
                        sums.1 += Int(pixels[at + 1])
                        sums.2 += Int(pixels[at + 2])
                        at += 3
                    }
                }
                let count = rows.count * columns.count
                let out = (y * outWidth + x) * 3
                output[out] = UInt8(sums.0 / count)
                output[out + 1] = UInt8(sums.1 / count)
                output[out + 2] = UInt8(sums.2 / count)
            }
        }
        return RGBImage(width: outWidth, height: outHeight, pixels: output) ?? self
    }
}
