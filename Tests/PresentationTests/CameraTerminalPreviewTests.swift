import Imaging
import Scanner
import Testing

@testable import Presentation

@Suite struct CameraTerminalPreviewTests {
    typealias Color = TerminalPreview.Color

    /// One character cell of rendered output: the upper (foreground) and lower (background) colour.
    struct Cell: Equatable {
        var top: Color
        var bottom: Color
    }

    /// Reads rendered image lines back into cells by following the 24-bit colour escapes.
    func cells(_ text: String) -> [[Cell]] {
        text.split(separator: "\n").filter { $0.contains("▀") }.map { line in
            var (fg, bg) = (Color(grey: 0), Color(grey: 0))
            var row: [Cell] = []
            var rest = Substring(line)
            while let first = rest.first {
                if first == "▀" {
                    row.append(Cell(top: fg, bottom: bg))
                    rest = rest.dropFirst()
                } else if rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") {
                    let numbers = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap
                    {
                        UInt8($0)
                    }
                    if numbers.count == 5 {
                        let color = Color(red: numbers[2], green: numbers[3], blue: numbers[4])
                        if numbers[0] == 38 { fg = color } else { bg = color }
                    }
                    rest = rest[rest.index(after: end)...]
                } else {
                    rest = rest.dropFirst()
                }
            }
            return row
        }
    }

    func frame(width: Int, height: Int, _ pixel: (Int, Int) -> UInt8) throws -> GrayFrame {
        let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
        return try #require(GrayFrame(width: width, height: height, pixels: pixels))
    }

    @Test func aFrameIsScaledToFitKeepingItsProportions() throws {
        let vga = try frame(width: 640, height: 480) { _, _ in 128 }
        let preview = TerminalPreview(columns: 80, rows: 25)
        #expect(preview.imageCells(for: vga) == (64, 24))
        let grid = cells(preview.render(vga, status: "scanning"))
        #expect(grid.count == 24)
        #expect(grid.allSatisfy { $0.count == 64 })
    }

    @Test func aWideTerminalIsLimitedByItsHeight() throws {
        let hd = try frame(width: 1280, height: 720) { _, _ in 0 }
        #expect(TerminalPreview(columns: 200, rows: 19).imageCells(for: hd) == (64, 18))
        #expect(TerminalPreview(columns: 200, rows: 19).imageCells(for: hd, withStatus: false) == (68, 19))
    }

    @Test func theStatusLineComesLastAndIsCutToTheWidth() throws {
        let small = try frame(width: 8, height: 8) { _, _ in 0 }
        let lines = TerminalPreview(columns: 8, rows: 5).render(small, status: "0720642442524 read").split(
            separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.last == "07206424")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func eachCellShowsTheUpperPixelInFrontAndTheLowerBehind() throws {
        // Rows alternate white and black: every cell is white over black.
        let stripes = try frame(width: 4, height: 4) { _, y in y % 2 == 0 ? 255 : 0 }
        let text = TerminalPreview(columns: 4, rows: 2).render(stripes)
        #expect(text.hasPrefix("\u{1B}[38;2;255;255;255m\u{1B}[48;2;0;0;0m▀▀▀▀\u{1B}[0m"))
        #expect(cells(text).joined().allSatisfy { $0 == Cell(top: Color(grey: 255), bottom: Color(grey: 0)) })
    }

    @Test func pixelsAreAveragedWhenScaledDown() throws {
        let checker = try frame(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? 200 : 100 }
        let grid = cells(TerminalPreview(columns: 4, rows: 2).render(checker))
        #expect(grid.joined().allSatisfy { $0 == Cell(top: Color(grey: 150), bottom: Color(grey: 150)) })
    }

    @Test func theBoxIsOutlinedWhereItIsInTheFrame() throws {
        let grey = try frame(width: 8, height: 8) { _, _ in 50 }
        let box = TerminalPreview.Box(x: 2, y: 2, width: 4, height: 4, color: .green)
        let grid = cells(TerminalPreview(columns: 8, rows: 4).render(grey, box: box))
        let (g, b) = (Color(grey: 50), Color.green)
        // Pixel rows 2-5 hold the box: cells of line 1 have it above, line 2 below.
        #expect(grid[0].allSatisfy { $0 == Cell(top: g, bottom: g) })
        #expect(grid[1].map(\.top) == [g, g, b, b, b, b, g, g])
        #expect(grid[1].map(\.bottom) == [g, g, b, g, g, b, g, g])
        #expect(grid[2].map(\.top) == [g, g, b, g, g, b, g, g])
        #expect(grid[2].map(\.bottom) == [g, g, b, b, b, b, g, g])
        #expect(grid[3].allSatisfy { $0 == Cell(top: g, bottom: g) })
    }

    @Test func theBoxIsScaledWithTheFrame() throws {
        let grey = try frame(width: 80, height: 80) { _, _ in 50 }
        let box = TerminalPreview.Box(x: 20, y: 20, width: 40, height: 40, color: .yellow)
        let grid = cells(TerminalPreview(columns: 8, rows: 4).render(grey, box: box))
        #expect(grid[1].map { $0.top == .yellow } == [false, false, true, true, true, true, false, false])
        #expect(grid[2].map { $0.bottom == .yellow } == [false, false, true, true, true, true, false, false])
    }

    @Test func aBoxOutsideTheFrameDrawsNothing() throws {
        let grey = try frame(width: 8, height: 8) { _, _ in 50 }
        let box = TerminalPreview.Box(x: 100, y: 100, width: 4, height: 4)
        let text = TerminalPreview(columns: 8, rows: 4).render(grey, box: box)
        #expect(cells(text).joined().allSatisfy { $0 == Cell(top: Color(grey: 50), bottom: Color(grey: 50)) })
    }

    @Test func the256ColourModeUsesTheGreyRampAndTheCube() throws {
        let preview = TerminalPreview(columns: 2, rows: 1, colorMode: .palette256)
        #expect(preview.escape(Color(grey: 0), foreground: true) == "\u{1B}[38;5;16m")
        #expect(preview.escape(Color(grey: 255), foreground: false) == "\u{1B}[48;5;231m")
        #expect(preview.escape(Color(grey: 128), foreground: true) == "\u{1B}[38;5;244m")
        #expect(preview.escape(.green, foreground: true) == "\u{1B}[38;5;46m")
        let text = preview.render(try frame(width: 2, height: 2) { _, _ in 0 })
        #expect(text == "\u{1B}[38;5;16m\u{1B}[48;5;16m▀▀\u{1B}[0m")
    }

    @Test func aTerminalTooSmallRendersNothing() throws {
        let small = try frame(width: 8, height: 8) { _, _ in 0 }
        #expect(TerminalPreview(columns: 0, rows: 0).render(small, status: "x") == "")
        #expect(TerminalPreview(columns: 10, rows: 1).render(small, status: "status") == "status")
    }
}
