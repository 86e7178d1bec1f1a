import Foundation
import Imaging

/// Where the scan lines across a candidate run.
struct ScanGeometry: Sendable {
    /// The box the lines cover, grown when too thin to show the symbol.
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)
    /// The angle of the direction across the bars, in radians.
    var theta: Double
    /// The box's extent across the bars, relative to its centre.
    var across: (low: Double, high: Double)
    /// Whether the box was long enough across the bars to tell the symbol's length (not a point
    /// or a line along the bars, grown).
    var knowsLength: Bool

    /// The box's length across the bars (at least 4 pixels).
    var length: Double { max(across.high - across.low, 4) }

    /// Boxes thinner than this many pixels are grown (zbar outlines a read of one line as a line).
    static let leastSide = 16.0

    /// The geometry of `box` in `frame`: the box grown when thin, the bars' direction from the
    /// structure tensor of Sobel gradients over the box and a quarter of its longer side around.
    init(frame: GrayFrame, box: Box) {
        var (x0, y0, x1, y1) = (Double(box.minX), Double(box.minY), Double(box.maxX), Double(box.maxY))
        let longSide = max(x1 - x0, y1 - y0)
        // A point: a fifth of the frame's shorter side; a line: half its length across.
        let least =
            longSide >= Self.leastSide
            ? max(Self.leastSide, 0.5 * longSide) : max(Self.leastSide, 0.2 * Double(min(frame.width, frame.height)))
        knowsLength = longSide >= Self.leastSide
        let (centreX, centreY) = ((x0 + x1) / 2, (y0 + y1) / 2)
        let (halfWidth, halfHeight) = (max(x1 - x0, least) / 2, max(y1 - y0, least) / 2)
        (x0, y0, x1, y1) = (centreX - halfWidth, centreY - halfHeight, centreX + halfWidth, centreY + halfHeight)
        self.box = (x0, y0, x1, y1)
        theta = Self.orientation(frame, x0: x0, y0: y0, x1: x1, y1: y1)
        let (ux, uy) = (cos(theta), sin(theta))
        let projections = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map {
            ($0.0 - centreX) * ux + ($0.1 - centreY) * uy
        }
        across = (projections.min() ?? 0, projections.max() ?? 0)
        // zbar may outline a code it read as a line along the bars, where its scans began (seen
        // for UPC-E): such a box tells neither the symbol's length nor on which side of the line
        // it lies. The lines then reach twice the line's length each way, and the widths searched
        // are not bound to the box.
        let original = [
            (Double(box.minX), Double(box.minY)), (Double(box.maxX), Double(box.minY)),
            (Double(box.minX), Double(box.maxY)), (Double(box.maxX), Double(box.maxY)),
        ]
        let originalAcross = original.map { ($0.0 - centreX) * ux + ($0.1 - centreY) * uy }
        let originalAlong = original.map { ($0.1 - centreY) * ux - ($0.0 - centreX) * uy }
        let alongExtent = (originalAlong.max() ?? 0) - (originalAlong.min() ?? 0)
        if knowsLength, (originalAcross.max() ?? 0) - (originalAcross.min() ?? 0) < Self.leastSide {
            across = (-alongExtent, alongExtent)
            knowsLength = false
        }
    }

    /// The angle of the dominant gradient (across the bars) around the box.
    static func orientation(_ frame: GrayFrame, x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        let grow = 0.25 * max(x1 - x0, y1 - y0, 8)
        let left = Int(max(0, x0 - grow))
        let right = Int(min(Double(frame.width), x1 + grow + 1))
        let top = Int(max(0, y0 - grow))
        let bottom = Int(min(Double(frame.height), y1 + grow + 1))
        guard right > left, bottom > top else { return 0 }
        let (width, height) = (right - left, bottom - top)
        var (jxx, jyy, jxy) = (0.0, 0.0, 0.0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            // Sobel over the region alone, mirrored at its edges (as scipy.ndimage.sobel).
            func value(_ x: Int, _ y: Int) -> Double {
                let cx = min(max(x, 0), width - 1) + left
                let cy = min(max(y, 0), height - 1) + top
                return Double(pixels[cy * frame.width + cx])
            }
            for y in 0..<height {
                for x in 0..<width {
                    let (above, below) = (y - 1, y + 1)
                    let (before, after) = (x - 1, x + 1)
                    let gx =
                        value(after, above) - value(before, above) + 2 * (value(after, y) - value(before, y))
                        + value(after, below) - value(before, below)
                    let gy =
                        value(before, below) - value(before, above) + 2 * (value(x, below) - value(x, above))
                        + value(after, below) - value(after, above)
                    jxx += gx * gx
                    jyy += gy * gy
                    jxy += gx * gy
                }
            }
        }
        return 0.5 * atan2(2 * jxy, jxx - jyy)
    }

    /// `count` lines across the bars, evenly over `spread` of the box's extent along them, each
    /// from 1.6 box lengths before the box to 1.6 after (within the frame), every sample the mean
    /// of three a pixel apart along the bars. Lines with fewer than 20 samples in the frame are left out.
    func lines(in frame: GrayFrame, count: Int, spread: Double) -> [ScanLine] {
        let (ux, uy) = (cos(theta), sin(theta))
        let (vx, vy) = (-uy, ux)
        let (centreX, centreY) = ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)
        let along = [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)].map {
            ($0.0 - centreX) * vx + ($0.1 - centreY) * vy
        }
        let diagonal = hypot(Double(frame.height), Double(frame.width))
        let first = max(-diagonal, across.low - 1.6 * length)
        let last = min(diagonal, across.high + 1.6 * length)
        let samples = Int((last + 1 - first).rounded(.up))
        guard samples > 0 else { return [] }
        let span = spread * ((along.max() ?? 0) - (along.min() ?? 0))
        let (maxX, maxY) = (Double(frame.width - 1), Double(frame.height - 1))
        var lines: [ScanLine] = []
        frame.pixels.withUnsafeBufferPointer { pixels in
            func bilinear(_ x: Double, _ y: Double) -> Double? {
                guard x >= 0, y >= 0, x <= maxX, y <= maxY else { return nil }
                let (column, row) = (min(Int(x), max(frame.width - 2, 0)), min(Int(y), max(frame.height - 2, 0)))
                let (fx, fy) = (x - Double(column), y - Double(row))
                let right = min(column + 1, frame.width - 1)
                let below = min(row + 1, frame.height - 1)
                let top =
                    Double(pixels[row * frame.width + column]) * (1 - fx) + Double(pixels[row * frame.width + right])
                    * fx
                let bottom =
                    Double(pixels[below * frame.width + column]) * (1 - fx) + Double(
                        pixels[below * frame.width + right]) * fx
                return top * (1 - fy) + bottom * fy
            }
            for index in 0..<count {
                let offset = count > 1 ? -span / 2 + span * Double(index) / Double(count - 1) : 0
                var values: [Double] = []
                var firstInside: Int?
                var lastInside = -1
                values.reserveCapacity(samples)
                for step in 0..<samples {
                    let t = first + Double(step)
                    var sum = 0.0
                    var inside = true
                    for shift in [-1.0, 0, 1] {
                        let x = centreX + t * ux + (offset + shift) * vx
                        let y = centreY + t * uy + (offset + shift) * vy
                        guard let value = bilinear(x, y) else {
                            inside = false
                            break
                        }
                        sum += value
                    }
                    values.append(inside ? sum / 3 : .nan)
                    if inside {
                        if firstInside == nil { firstInside = step }
                        lastInside = step
                    }
                }
                guard let from = firstInside, lastInside - from + 1 >= 20 else { continue }
                // A straight line crosses the frame once: what lies inside is one run.
                let run = values[from...lastInside].map { $0.isNaN ? 0 : $0 }
                lines.append(ScanLine(start: first + Double(from), values: run))
            }
        }
        return lines
    }
}
