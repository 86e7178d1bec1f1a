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
                var blended = [UInt16](repeating: 0, count: oldWidth)
                blended.withUnsafeMutableBufferPointer { column in
                    guard let source = old.baseAddress, let column = column.baseAddress, let target = out.baseAddress
                    else { return }
                    // Wrapping arithmetic and truncating conversions: every value is a blend of
                    // bytes (at most 4 * 1020 + 8 before the shift), so none can overflow.
                    for y in 0..<newHeight {
                        let top = max(0, (y - 1) / 2)
                        let bottom = min(oldHeight - 1, top + 1)
                        let toBottom = UInt16(y == 0 ? 0 : (y % 2 == 1 ? 1 : 3))  // quarters toward `bottom`
                        let (topRow, bottomRow) = (source + top * oldWidth, source + bottom * oldWidth)
                        for x in 0..<oldWidth {
                            column[x] =
                                UInt16(topRow[x]) &* (4 &- toBottom) &+ UInt16(bottomRow[x]) &* toBottom
                        }
                        let row = target + y * newWidth
                        row[0] = UInt8(truncatingIfNeeded: (column[0] &* 4 &+ 8) &>> 4)
                        // Source pixel x gives output pixels 2x + 1 and 2x + 2, between it and the
                        // next; the last repeats itself into the last output pixel.
                        for x in 0..<(oldWidth - 1) {
                            let (left, right) = (column[x], column[x &+ 1])
                            row[2 &* x &+ 1] = UInt8(truncatingIfNeeded: (left &* 3 &+ right &+ 8) &>> 4)
                            row[2 &* x &+ 2] = UInt8(truncatingIfNeeded: (left &+ right &* 3 &+ 8) &>> 4)
                        }
                        row[newWidth - 1] = UInt8(truncatingIfNeeded: (column[oldWidth - 1] &* 4 &+ 8) &>> 4)
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
                guard let target = out.baseAddress else { return }
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
                    // The corners: white runs, filled as one block each.
                    (target + row).initialize(repeating: 255, count: near.lowerBound)
                    (target + row + near.upperBound).initialize(repeating: 255, count: newWidth - near.upperBound)
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
                    Self.blendInside(
                        old, oldWidth, into: out, at: row + inside.lowerBound, count: inside.count,
                        from: (fx + inside.lowerBound * stepX, fy + inside.lowerBound * stepY), step: (stepX, stepY))
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

    /// `count` pixels of a turned row whose four neighbours all lie inside the source, written
    /// from `start` of `out`: the source point starts at `from` and moves by `step` (16.16 fixed
    /// point), each pixel the bilinear blend of `bilinear`, weights in 256ths.
    ///
    /// Eight pixels at a time: their neighbours are gathered two bytes a load, and the blends are
    /// made in vector lanes. The arithmetic is `bilinear`'s, rewritten exactly in integers:
    /// a(256 - w) + bw = 256a + (b - a)w, which lies in 0...65280 and so is exact in 16-bit
    /// wrapping lanes; the vertical blend, up to 2^24, in 32-bit ones.
    @inline(__always)
    private static func blendInside(
        _ old: UnsafeBufferPointer<UInt8>, _ oldWidth: Int, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int,
        count: Int, from: (x: Int, y: Int), step: (x: Int, y: Int)
    ) {
        guard count > 0, let source = old.baseAddress, let target = out.baseAddress else { return }
        let raw = UnsafeRawPointer(source)
        var (sx, sy) = from
        var done = 0
        // The weights depend only on the low 16 bits of each point, which 16-bit lanes hold
        // exactly (sums modulo 2^16): the lanes' points are the first one plus 0...7 steps.
        let lanes = SIMD8<UInt16>(0, 1, 2, 3, 4, 5, 6, 7)
        let laneSteps = (
            x: lanes &* UInt16(truncatingIfNeeded: step.x), y: lanes &* UInt16(truncatingIfNeeded: step.y)
        )
        // Wrapping arithmetic: every value is bounded (a blend of bytes, a point inside the
        // source), and unchecked operations let the compiler keep the loops tight.
        while done &+ 8 <= count {
            // Weights toward the right and down, in 256ths.
            let across = (SIMD8(repeating: UInt16(truncatingIfNeeded: sx)) &+ laneSteps.x) &>> 8
            let down = (SIMD8(repeating: UInt16(truncatingIfNeeded: sy)) &+ laneSteps.y) &>> 8
            var upper = SIMD8<UInt16>()  // each lane: the top-left pixel, the top-right one in the high byte
            var lower = SIMD8<UInt16>()
            for lane in 0..<8 {
                let index = (sy &>> 16) &* oldWidth &+ (sx &>> 16)
                upper[lane] = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))
                lower[lane] = UInt16(
                    littleEndian: raw.loadUnaligned(fromByteOffset: index &+ oldWidth, as: UInt16.self))
                sx &+= step.x
                sy &+= step.y
            }
            let (topLeft, topRight) = (upper & 0xFF, upper &>> 8)
            let (bottomLeft, bottomRight) = (lower & 0xFF, lower &>> 8)
            let top = SIMD8<UInt32>(truncatingIfNeeded: (topLeft &<< 8) &+ (topRight &- topLeft) &* across)
            let bottom = SIMD8<UInt32>(truncatingIfNeeded: (bottomLeft &<< 8) &+ (bottomRight &- bottomLeft) &* across)
            let weight = SIMD8<UInt32>(truncatingIfNeeded: down)
            let blend = (top &* (256 &- weight) &+ bottom &* weight &+ 32_768) &>> 16
            UnsafeMutableRawPointer(target + (start &+ done)).storeBytes(
                of: SIMD8<UInt8>(truncatingIfNeeded: blend), as: SIMD8<UInt8>.self)
            done &+= 8
        }
        while done < count {
            let index = (sy &>> 16) &* oldWidth &+ (sx &>> 16)
            let (wx, wy) = ((sx & 0xFFFF) &>> 8, (sy & 0xFFFF) &>> 8)
            let top = Int(source[index]) &* (256 &- wx) &+ Int(source[index &+ 1]) &* wx
            let below = index &+ oldWidth
            let bottom = Int(source[below]) &* (256 &- wx) &+ Int(source[below &+ 1]) &* wx
            target[start &+ done] = UInt8(truncatingIfNeeded: (top &* (256 &- wy) &+ bottom &* wy &+ 32_768) &>> 16)
            sx &+= step.x
            sy &+= step.y
            done &+= 1
        }
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
