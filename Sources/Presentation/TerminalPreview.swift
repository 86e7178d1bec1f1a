import Imaging
import Scanner
import Terminal

/// Draws a camera frame in a terminal with Unicode upper-half blocks (▀): each
/// character cell shows two pixels, the upper in the foreground colour and the
/// lower in the background colour, so square pixels fill the cell.
///
/// Pure: `render` returns the text with ANSI colour escapes and does no I/O. The
/// caller moves the cursor (e.g. "\u{1B}[H") and writes it, on a TTY only.
package struct TerminalPreview: Sendable {
    /// How colours are written.
    package enum ColorMode: Sendable {
        /// 24-bit colour: `ESC[38;2;R;G;Bm`.
        case trueColor
        /// The 256-colour palette: `ESC[38;5;Nm` (the grey ramp for grey pixels).
        case palette256
    }

    /// A colour for the box drawn over the frame.
    package struct Color: Equatable, Sendable {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8

        /// The colour of a box around a code that was read.
        package static let green = Color(red: 0, green: 230, blue: 0)
        /// The colour of a box around a code that is not (yet) accepted.
        package static let yellow = Color(red: 240, green: 200, blue: 0)
    }

    /// A rectangle in frame pixels (e.g. the bounding box of zbar's polygon) drawn as an outline.
    package struct Box: Equatable, Sendable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
        package var color: Color

        /// A `width` x `height` outline whose top left pixel is (`x`, `y`).
        package init(x: Int, y: Int, width: Int, height: Int, color: Color = .green) {
            (self.x, self.y, self.width, self.height, self.color) = (x, y, width, height, color)
        }
    }

    /// The terminal's width in character cells.
    package var columns: Int
    /// The terminal's height in lines, the status line included.
    package var rows: Int
    package var colorMode: ColorMode

    /// A preview filling `columns` x `rows` cells.
    package init(columns: Int, rows: Int, colorMode: ColorMode = .trueColor) {
        (self.columns, self.rows, self.colorMode) = (columns, rows, colorMode)
    }

    /// The size in cells (`columns` x lines) the frame takes: as large as fits
    /// in the terminal, less the status line, keeping the frame's proportions.
    func imageCells(for frame: GrayFrame, withStatus: Bool = true) -> (columns: Int, lines: Int) {
        let lines = rows - (withStatus ? 1 : 0)
        guard columns > 0, lines > 0 else { return (0, 0) }
        let scale = min(Double(columns) / Double(frame.width), Double(lines * 2) / Double(frame.height))
        let width = min(columns, max(1, Int((Double(frame.width) * scale).rounded())))
        let height = min(lines, max(1, Int((Double(frame.height) * scale / 2).rounded())))
        return (width, height)
    }

    /// The frame, scaled to fit, with `box` outlined and `status` on the last line (cut to fit).
    ///
    /// Lines are separated by "\n"; each image line ends by resetting the colours.
    package func render(_ frame: GrayFrame, box: Box? = nil, status: String? = nil) -> String {
        let (width, lines) = imageCells(for: frame, withStatus: status != nil)
        var pixels = Self.downscale(frame, width: width, height: lines * 2).map(Color.init(grey:))
        if let box { Self.outline(box, on: &pixels, width: width, height: lines * 2, frame: frame) }
        var text: [String] = []
        for line in 0..<lines {
            var row = ""
            var last: (Color, Color)?
            for x in 0..<width {
                let (top, bottom) = (pixels[line * 2 * width + x], pixels[(line * 2 + 1) * width + x])
                if last.map({ $0.0 != top }) ?? true { row += escape(top, foreground: true) }
                if last.map({ $0.1 != bottom }) ?? true { row += escape(bottom, foreground: false) }
                row += "▀"
                last = (top, bottom)
            }
            text.append(row + "\u{1B}[0m")
        }
        if let status, columns > 0, rows > 0 { text.append(String(status.prefix(columns))) }
        return text.joined(separator: "\n")
    }

    /// The escape that sets the foreground (or background) to `color`.
    package func escape(_ color: Color, foreground: Bool) -> String {
        let layer = foreground ? 38 : 48
        switch colorMode {
        case .trueColor:
            return "\u{1B}[\(layer);2;\(color.red);\(color.green);\(color.blue)m"
        case .palette256:
            return "\u{1B}[\(layer);5;\(Self.paletteIndex(color))m"
        }
    }

    /// The nearest entry of the 256-colour palette: the 24-step grey ramp
    /// (232-255), black (16) and white (231) for greys, the 6x6x6 cube otherwise.
    static func paletteIndex(_ color: Color) -> Int {
        if color.red == color.green, color.green == color.blue {
            let level = Int(color.red)
            if level < 4 { return 16 }
            if level > 246 { return 231 }
            return 232 + min(23, max(0, (level - 3) / 10))
        }
        func step(_ value: UInt8) -> Int { Int((Double(value) / 255 * 5).rounded()) }
        return 16 + 36 * step(color.red) + 6 * step(color.green) + step(color.blue)
    }

    /// Averages each block of source pixels that lands on one output pixel.
    package static func downscale(_ frame: GrayFrame, width: Int, height: Int) -> [UInt8] {
        // Source span [start, end) of output index `i` of `count`, never empty.
        func span(_ i: Int, _ count: Int, _ length: Int) -> Range<Int> {
            let start = min(i * length / count, length - 1)
            return start..<max(start + 1, min((i + 1) * length / count, length))
        }
        var out = [UInt8](repeating: 0, count: width * height)
        for oy in 0..<height {
            let rows = span(oy, height, frame.height)
            for ox in 0..<width {
                let columns = span(ox, width, frame.width)
                var sum = 0
                for y in rows {
                    for x in columns { sum += Int(frame.pixels[y * frame.width + x]) }
                }
                out[oy * width + ox] = UInt8(clamping: sum / (rows.count * columns.count))
            }
        }
        return out
    }

    /// Paints `box`, scaled from frame to output pixels, as a one-pixel outline.
    package static func outline(_ box: Box, on pixels: inout [Color], width: Int, height: Int, frame: GrayFrame) {
        guard box.width > 0, box.height > 0, width > 0, height > 0 else { return }
        func scaled(_ value: Int, _ from: Int, _ to: Int) -> Int { value * to / from }
        let left = max(0, scaled(box.x, frame.width, width))
        let right = min(width - 1, scaled(box.x + box.width - 1, frame.width, width))
        let top = max(0, scaled(box.y, frame.height, height))
        let bottom = min(height - 1, scaled(box.y + box.height - 1, frame.height, height))
        guard left <= right, top <= bottom else { return }
        for x in left...right {
            pixels[top * width + x] = box.color
            pixels[bottom * width + x] = box.color
        }
        for y in top...bottom {
            pixels[y * width + left] = box.color
            pixels[y * width + right] = box.color
        }
    }
}

extension TerminalPreview.Box {
    /// The outline of a session's highlight: green around a code just read, yellow while counting.
    package init(_ highlight: ScanSession.Highlight) {
        let bounds = highlight.bounds
        self.init(
            x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height,
            color: highlight.isRead ? .green : .yellow)
    }
}

// Beside the type, not in it, so that the memberwise `init(red:green:blue:)` stays.
extension TerminalPreview.Color {
    /// A grey of level `level`.
    init(grey level: UInt8) { self.init(red: level, green: level, blue: level) }
}
