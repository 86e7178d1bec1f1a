/// The EXIF orientation of a photo: how to turn the stored pixels to show it upright.
///
/// Phones store the sensor's pixels as they came and record the turn in EXIF
/// tag 0x0112; a viewer, and cdscan, applies it.
/// - SeeAlso: https://www.exif.org/Exif2-2.PDF (tag 274, Orientation)
package enum Orientation: Int, Sendable, CaseIterable {
    /// Stored upright (also what a photo without EXIF is taken to be).
    case up = 1
    /// Stored mirrored left to right.
    case upMirrored = 2
    /// Stored upside down.
    case down = 3
    /// Stored mirrored top to bottom.
    case downMirrored = 4
    /// Stored transposed (mirrored about the top-left to bottom-right diagonal).
    case leftMirrored = 5
    /// Stored turned a quarter counter-clockwise: turn a quarter clockwise to show.
    case right = 6
    /// Stored transversed (mirrored about the top-right to bottom-left diagonal).
    case rightMirrored = 7
    /// Stored turned a quarter clockwise: turn a quarter counter-clockwise to show.
    case left = 8

    /// Whether showing the image swaps its width and height.
    var swapsSides: Bool { rawValue >= 5 }
}

extension GrayFrame {
    /// The frame as it should be shown for `orientation` (a new buffer unless it is `.up`).
    func applying(_ orientation: Orientation) -> GrayFrame {
        switch orientation {
        case .up: return self
        case .upMirrored: return remapped(width: width, height: height) { x, y in (width - 1 - x, y) }
        case .down: return remapped(width: width, height: height) { x, y in (width - 1 - x, height - 1 - y) }
        case .downMirrored: return remapped(width: width, height: height) { x, y in (x, height - 1 - y) }
        case .leftMirrored: return remapped(width: height, height: width) { x, y in (y, x) }
        case .right: return remapped(width: height, height: width) { x, y in (y, height - 1 - x) }
        case .rightMirrored: return remapped(width: height, height: width) { x, y in (width - 1 - y, height - 1 - x) }
        case .left: return remapped(width: height, height: width) { x, y in (width - 1 - y, x) }
        }
    }

    /// A new frame of `width` x `height` whose pixel (x, y) is this frame's pixel `source(x, y)`.
    ///
    /// For the quarter turns the reads walk a column, which is cache-unfriendly: the output is
    /// written in tiles of `tile` x `tile`, so the source rows a tile reads stay in cache
    /// (turning a 12-megapixel phone photo took about 40 ms less than row by row).
    func remapped(width newWidth: Int, height newHeight: Int, source: (Int, Int) -> (Int, Int)) -> GrayFrame {
        let oldWidth = width
        let tile = 64
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: newWidth * newHeight) { out, count in
                for top in stride(from: 0, to: newHeight, by: tile) {
                    for left in stride(from: 0, to: newWidth, by: tile) {
                        for y in top..<min(top + tile, newHeight) {
                            let row = y * newWidth
                            for x in left..<min(left + tile, newWidth) {
                                let (sx, sy) = source(x, y)
                                out[row + x] = old[sy * oldWidth + sx]
                            }
                        }
                    }
                }
                count = newWidth * newHeight
            }
        }
        return GrayFrame(trusted: newWidth, newHeight, pixels)
    }
}
