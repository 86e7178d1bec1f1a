import Imaging
import Presentation
import Scanner
import TestSupport
import Testing

@Suite struct CameraTerminalScreenTests {
    static let frame = GrayFrame(width: 16, height: 8, pixels: [UInt8](repeating: 200, count: 128))

    func screen(_ captured: CapturedConsole, preview: Bool = true, environment: [String: String] = [:])
        -> TerminalScreen
    {
        let mode = TerminalScreen.mode(console: captured.console, preview: preview, environment: environment)
        return TerminalScreen(mode: mode, console: captured.console, size: { (40, 12) })
    }

    /// Everything a scan's screen can be asked to do.
    func exercise(_ screen: TerminalScreen) throws {
        let frame = try #require(Self.frame)
        screen.begin()
        screen.draw(frame, box: TerminalPreview.Box(x: 1, y: 1, width: 4, height: 4), status: "Aim", at: 0)
        screen.bell()
        screen.suspend()
        screen.resume()
        screen.draw(frame, box: nil, status: "Aim at the barcode", at: 1)
        screen.showStatus("Looking up")
        screen.end()
    }

    @Test func modeFollowsTheTerminalAndNoColor() {
        let tty = CapturedConsole(stderrIsTerminal: true)
        #expect(TerminalScreen.mode(console: tty.console, preview: true, environment: [:]) == .preview(.palette256))
        #expect(
            TerminalScreen.mode(console: tty.console, preview: true, environment: ["COLORTERM": "truecolor"])
                == .preview(.trueColor))
        #expect(TerminalScreen.mode(console: tty.console, preview: false, environment: [:]) == .statusLine)
        let noColor = CapturedConsole(stderrIsTerminal: true, colorAllowed: false)
        #expect(TerminalScreen.mode(console: noColor.console, preview: true, environment: [:]) == .statusLine)
        #expect(TerminalScreen.mode(console: CapturedConsole().console, preview: true, environment: [:]) == .quiet)
    }

    @Test func nothingIsWrittenWhenStderrIsNotATerminal() throws {
        let captured = CapturedConsole(stdoutIsTerminal: true)
        try exercise(screen(captured))
        #expect(captured.err.isEmpty)
        #expect(captured.out.isEmpty)
    }

    @Test func noColorTerminalGetsAStatusLineWithoutEscapes() throws {
        let captured = CapturedConsole(stderrIsTerminal: true, colorAllowed: false)
        try exercise(screen(captured))
        #expect(!captured.err.contains("\u{1B}"))
        #expect(captured.err.contains("\rAim"))
        #expect(captured.err.contains("\u{7}"))
    }

    @Test func previewUsesTheAlternateScreenAndRestoresTheTerminal() throws {
        let captured = CapturedConsole(stderrIsTerminal: true)
        try exercise(screen(captured))
        let err = captured.err
        #expect(err.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        #expect(err.contains("▀"))
        #expect(err.hasSuffix("\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h"))
        // Entered twice (begin, resume), left twice (suspend, end), nothing more.
        #expect(err.components(separatedBy: "\u{1B}[?1049h").count == 3)
        #expect(err.components(separatedBy: "\u{1B}[?1049l").count == 3)
    }

    @Test func endIsSafeToCallAgain() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let screen = screen(captured)
        screen.begin()
        screen.end()
        let once = captured.err
        screen.end()
        #expect(captured.err == once)
    }

    @Test func previewRedrawsAtMostSixTimesASecond() throws {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let screen = screen(captured)
        let frame = try #require(Self.frame)
        screen.begin()
        for tenth in 0..<10 { screen.draw(frame, box: nil, status: "s", at: Double(tenth) / 10) }
        #expect(captured.err.components(separatedBy: "\u{1B}[H").count - 1 == 5)
    }
}
