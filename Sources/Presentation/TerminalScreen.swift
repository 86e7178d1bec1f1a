import Imaging
import Scanner
import Terminal

/// What a camera scan shows on stderr while it runs, and the one place that
/// writes terminal escapes, so that `end()` can always undo them.
///
/// - `preview`: stderr is a colour terminal. The alternate screen shows the
///   camera picture a few times a second with a status line under it.
/// - `statusLine`: a terminal without colour (`NO_COLOR`, `--no-preview`): one
///   status line redrawn with a carriage return, no escape sequence at all.
/// - `quiet`: stderr is a file or pipe; nothing is redrawn.
package final class TerminalScreen {
    package enum Mode: Equatable {
        case preview(TerminalPreview.ColorMode)
        case statusLine
        case quiet
    }

    /// Escapes for the alternate screen and the cursor (xterm; every terminal emulator in use).
    private enum Escape {
        static let enterAlternate = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
        static let leaveAlternate = "\u{1B}[0m\u{1B}[?1049l"
        static let showCursor = "\u{1B}[?25h"
        package static let home = "\u{1B}[H"
        static let clearLineEnd = "\u{1B}[K"
        static let clearBelow = "\u{1B}[J"
    }

    /// Seconds between preview redraws: about 6 a second, whatever the camera's rate.
    static let previewInterval = 1.0 / 6
    /// Seconds between status line redraws without a preview.
    static let statusInterval = 0.25

    package let mode: Mode
    private let console: Console
    private let size: () -> (columns: Int, rows: Int)?
    private var inAlternateScreen = false
    private var cursorHidden = false
    private var lastDraw: Double?
    /// The width of the status line on screen, to blank it out.
    private var statusWidth = 0

    package init(mode: Mode, console: Console, size: @escaping () -> (columns: Int, rows: Int)?) {
        self.mode = mode
        self.console = console
        self.size = size
    }

    /// The mode for this console: the preview needs a colour terminal on stderr.
    package static func mode(console: Console, preview: Bool, environment: [String: String]) -> Mode {
        guard console.stderrIsTerminal else { return .quiet }
        guard preview, console.colorMode == .always || (console.colorMode == .auto && console.colorAllowed) else {
            return .statusLine
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        return .preview(colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256)
    }

    /// Switches to the live view (the alternate screen, for the preview).
    package func begin() {
        guard case .preview = mode, !inAlternateScreen else { return }
        console.errRaw(Escape.enterAlternate)
        (inAlternateScreen, cursorHidden, lastDraw) = (true, true, nil)
    }

    /// Shows `frame` with `box` and `status`, unless the last redraw was too recent.
    package func draw(_ frame: GrayFrame, box: TerminalPreview.Box?, status: String, at time: Double) {
        switch mode {
        case .preview(let colorMode) where inAlternateScreen:
            guard isDue(at: time, interval: Self.previewInterval) else { return }
            let (columns, rows) = size() ?? (80, 24)
            guard columns >= 8, rows >= 4 else { return showStatus(status) }
            let picture = TerminalPreview(columns: columns, rows: rows, colorMode: colorMode)
                .render(frame, box: box, status: status)
            let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
            console.errRaw(Escape.home + lines.joined(separator: Escape.clearLineEnd + "\n") + Escape.clearBelow)
        case .preview, .statusLine:
            guard isDue(at: time, interval: Self.statusInterval) else { return }
            showStatus(status)
        case .quiet:
            return
        }
    }

    /// Rewrites the status line in place (a terminal only; no escapes outside the preview).
    package func showStatus(_ text: String) {
        guard mode != .quiet else { return }
        let columns = size()?.columns ?? 80
        // One column short of the edge, so the line never wraps.
        let line = String(text.prefix(max(1, columns - 1)))
        if inAlternateScreen {
            console.errRaw(Escape.home + line + Escape.clearLineEnd + Escape.clearBelow)
            return
        }
        let padding = String(repeating: " ", count: max(0, statusWidth - line.count))
        console.errRaw("\r" + line + padding)
        statusWidth = line.count
    }

    /// Rings the terminal bell (only on a terminal).
    package func bell() {
        guard mode != .quiet else { return }
        console.errRaw("\u{7}")
    }

    /// Clears the live view so that results and messages can be printed; `resume()` brings it back.
    package func suspend() {
        if inAlternateScreen {
            console.errRaw(Escape.leaveAlternate)
            inAlternateScreen = false
        } else if statusWidth > 0 {
            console.errRaw("\r" + String(repeating: " ", count: statusWidth) + "\r")
            statusWidth = 0
        }
    }

    /// Returns to the live view after `suspend()`.
    package func resume() {
        begin()
        lastDraw = nil
    }

    /// Leaves the live view for good: the normal screen, the cursor and the colours as they were.
    /// Safe to call more than once.
    package func end() {
        suspend()
        if cursorHidden {
            console.errRaw(Escape.showCursor)
            cursorHidden = false
        }
    }

    private func isDue(at time: Double, interval: Double) -> Bool {
        if let lastDraw, time - lastDraw < interval, time >= lastDraw { return false }
        lastDraw = time
        return true
    }
}
