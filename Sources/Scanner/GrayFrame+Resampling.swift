import Glibc
import Imaging

extension GrayFrame {
    /// The frame shrunk by `factor` in each direction, each output pixel the mean of a `factor` x `factor` block.
    package func downscaled(by factor: Int) -> GrayFrame {
        guard factor > 1, width >= factor, height >= factor else { return self }
        let newWidth = width / factor
        let newHeight = height / factor
        let oldWidth = width
        let area = factor * factor
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: newWidth * newHeight) { out, count in
                var sums = [Int](repeating: 0, count: newWidth)
                for y in 0..<newHeight {
                    for x in 0..<newWidth { sums[x] = 0 }
                    for row in (y * factor)..<(y * factor + factor) {
                        var index = row * oldWidth
                        for x in 0..<newWidth {
                            var sum = 0
                            for _ in 0..<factor {
                                sum += Int(old[index])
                                index += 1
                            }
                            sums[x] += sum
                        }
                    }
                    for x in 0..<newWidth { out[y * newWidth + x] = UInt8(sums[x] / area) }
                }
                count = newWidth * newHeight
            }
        }
        return GrayFrame(trusted: newWidth, newHeight, pixels)
    }

    /// The frame doubled in each direction with bilinear interpolation, for barcodes whose bars are
    /// about a pixel wide.
    ///
    /// Output pixel centres sit at (i + 0.5) / 2 - 0.5 in the source: each output pixel weighs its
    /// two nearest source pixels 1/4 and 3/4 each way (the edges repeat). The two source rows are
    /// blended once per output row, then each blended value feeds two output pixels: the same
    /// integers as blending the four neighbours of every pixel apart, at a fraction of the cost.
    func upscaledTwice() -> GrayFrame {
        let newWidth = width * 2
        let newHeight = height * 2
        let oldWidth = width
        let oldHeight = height
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: newWidth * newHeight) { out, count in
                // A column's two source rows blended, in quarters: 0...1020.
                var blended = [Int](repeating: 0, count: oldWidth)
                blended.withUnsafeMutableBufferPointer { column in
                    for y in 0..<newHeight {
                        let top = max(0, (y - 1) / 2)
                        let bottom = min(oldHeight - 1, top + 1)
                        let toBottom = y == 0 ? 0 : (y % 2 == 1 ? 1 : 3)  // quarters toward `bottom`
                        let (topRow, bottomRow) = (top * oldWidth, bottom * oldWidth)
                        for x in 0..<oldWidth {
                            column[x] = Int(old[topRow + x]) * (4 - toBottom) + Int(old[bottomRow + x]) * toBottom
                        }
                        let row = y * newWidth
                        out[row] = UInt8((column[0] * 4 + 8) >> 4)
                        for x in 0..<oldWidth {
                            let (left, right) = (column[x], column[min(oldWidth - 1, x + 1)])
                            out[row + 2 * x + 1] = UInt8((left * 3 + right + 8) >> 4)
                            if 2 * x + 2 < newWidth { out[row + 2 * x + 2] = UInt8((left + right * 3 + 8) >> 4) }
                        }
                    }
                }
                count = newWidth * newHeight
            }
        }
        return GrayFrame(trusted: newWidth, newHeight, pixels)
    }

    /// The frame turned `degrees` counter-clockwise about its centre on a canvas big enough to hold
    /// all of it (bilinear, the corners filled white), and a function taking a point in the turned
    /// frame back to this one.
    func rotated(degrees: Double) -> (frame: GrayFrame, pointInOriginal: @Sendable (Point) -> Point) {
        let radians = degrees * Double.pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        let (newWidth, newHeight) = rotatedSize(degrees: degrees)
        let centre = (x: Double(width) / 2, y: Double(height) / 2)
        let newCentre = (x: Double(newWidth) / 2, y: Double(newHeight) / 2)
        // Inverse map: output (x, y) around its centre, turned back by -degrees (y grows downwards).
        let map: @Sendable (Double, Double) -> (Double, Double) = { x, y in
            let dx = x - newCentre.x
            let dy = y - newCentre.y
            return (centre.x + dx * cosine - dy * sine, centre.y + dx * sine + dy * cosine)
        }
        let oldWidth = width
        let oldHeight = height
        // Walk each output row in 16.16 fixed point: one step right moves (cos, sin) in the source.
        let one = 65_536.0
        let stepX = Int((cosine * one).rounded())
        let stepY = Int((sine * one).rounded())
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: newWidth * newHeight) { out, count in
                for y in 0..<newHeight {
                    let (startX, startY) = map(0.5, Double(y) + 0.5)
                    let fx = Int(((startX - 0.5) * one).rounded())
                    let fy = Int(((startY - 0.5) * one).rounded())
                    let row = y * newWidth
                    // Where all four neighbours lie inside the source, the blend needs no check;
                    // where none does, the canvas is white; between, each neighbour is checked.
                    let inside = Self.span(fx, stepX, below: oldWidth - 1, count: newWidth)
                        .clamped(to: Self.span(fy, stepY, below: oldHeight - 1, count: newWidth))
                    let near = Self.span(fx + 65_536, stepX, below: oldWidth + 1, count: newWidth)
                        .clamped(to: Self.span(fy + 65_536, stepY, below: oldHeight + 1, count: newWidth))
                    for x in 0..<near.lowerBound { out[row + x] = 255 }
                    for x in near.upperBound..<newWidth { out[row + x] = 255 }
                    var edges = [near]
                    if !inside.isEmpty {
                        edges = [
                            near.lowerBound..<max(near.lowerBound, inside.lowerBound),
                            min(near.upperBound, inside.upperBound)..<near.upperBound,
                        ]
                    }
                    for edge in edges {
                        for x in edge {
                            out[row + x] = Self.bilinear(old, oldWidth, oldHeight, fx + x * stepX, fy + x * stepY)
                        }
                    }
                    // Wrapping arithmetic: every value is bounded (a blend of bytes), and unchecked
                    // operations let the compiler keep the loop tight.
                    var (sx, sy) = (fx + inside.lowerBound * stepX, fy + inside.lowerBound * stepY)
                    for x in inside {
                        let index = (sy &>> 16) &* oldWidth &+ (sx &>> 16)
                        let (wx, wy) = ((sx & 0xFFFF) &>> 8, (sy & 0xFFFF) &>> 8)
                        let top = Int(old[index]) &* (256 &- wx) &+ Int(old[index &+ 1]) &* wx
                        let below = index &+ oldWidth
                        let bottom = Int(old[below]) &* (256 &- wx) &+ Int(old[below &+ 1]) &* wx
                        out[row &+ x] = UInt8(truncatingIfNeeded: (top &* (256 &- wy) &+ bottom &* wy &+ 32_768) &>> 16)
                        sx &+= stepX
                        sy &+= stepY
                    }
                }
                count = newWidth * newHeight
            }
        }
        let back: @Sendable (Point) -> Point = { point in
            let (x, y) = map(Double(point.x), Double(point.y))
            return Point(x: Int(x.rounded()), y: Int(y.rounded()))
        }
        return (GrayFrame(trusted: newWidth, newHeight, pixels), back)
    }

    /// The size of the canvas `rotated(degrees:)` makes: a thin frame's is far bigger than the frame.
    func rotatedSize(degrees: Double) -> (width: Int, height: Int) {
        let radians = degrees * Double.pi / 180
        let (cosine, sine) = (abs(cos(radians)), abs(sin(radians)))
        // Less a hair before rounding up, so that cos(90 degrees) = 6e-17 adds no column.
        let newWidth = Int((Double(width) * cosine + Double(height) * sine - 1e-6).rounded(.up))
        let newHeight = Int((Double(width) * sine + Double(height) * cosine - 1e-6).rounded(.up))
        return (newWidth, newHeight)
    }

    /// The steps `x` in 0..<count at which `start + x * step`, in 16.16 fixed point, lies in
    /// 0..<limit (whole pixels): the run of a turned row whose pixel and the next one are inside
    /// the source. Checked at both ends (the run is one interval), so it is never too long.
    static func span(_ start: Int, _ step: Int, below limit: Int, count: Int) -> Range<Int> {
        let (low, high) = (0, limit << 16)  // start + x * step in low..<high
        func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        var range: Range<Int>
        if step == 0 {
            range = start >= low && start < high ? 0..<count : 0..<0
        } else if step > 0 {
            let first = floorDivide(low - start + step - 1, step)
            let last = floorDivide(high - 1 - start, step)
            range = max(0, first)..<max(max(0, first), min(count, last + 1))
        } else {
            let first = floorDivide(start - high, -step) + 1
            let last = floorDivide(start - low, -step)
            range = max(0, first)..<max(max(0, first), min(count, last + 1))
        }
        let inside = { (x: Int) in (low..<high).contains(start + x * step) }
        guard let first = range.first, let last = range.last, inside(first), inside(last) else { return 0..<0 }
        return range
    }

    /// The source sampled at 16.16 fixed-point (x, y) between its four neighbours; white outside.
    @inline(__always)
    private static func bilinear(
        _ pixels: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ x: Int, _ y: Int
    ) -> UInt8 {
        let x0 = x >> 16
        let y0 = y >> 16
        guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { return 255 }
        let fx = (x & 0xFFFF) >> 8
        let fy = (y & 0xFFFF) >> 8
        if x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height {
            // Inside: the four neighbours without a bounds check each (most of a turned frame).
            let index = y0 * width + x0
            let top = Int(pixels[index]) * (256 - fx) + Int(pixels[index + 1]) * fx
            let bottom = Int(pixels[index + width]) * (256 - fx) + Int(pixels[index + width + 1]) * fx
            return UInt8((top * (256 - fy) + bottom * fy + 32_768) >> 16)
        }
        @inline(__always) func at(_ px: Int, _ py: Int) -> Int {
            px >= 0 && py >= 0 && px < width && py < height ? Int(pixels[py * width + px]) : 255
        }
        let top = at(x0, y0) * (256 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (256 - fx) + at(x0 + 1, y0 + 1) * fx
        return UInt8((top * (256 - fy) + bottom * fy + 32_768) >> 16)
    }
}
