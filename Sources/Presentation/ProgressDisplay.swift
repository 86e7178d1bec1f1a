import Terminal

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Draws one progress line on stderr: a bar redrawn in place on a terminal, a plain line
/// every few seconds otherwise, or nothing. What the line says is its owner's
/// (`ProgressReporter` for a batch, `CoverProgress` for a gallery's covers); how and when it
/// is drawn is here, once.
///
/// Not `Sendable`: the thread doing the work drives it.
package final class ProgressDisplay {
    package enum Style: Equatable {
        /// Redrawn in place with `\r` and erase-line; `columns` is the terminal's width when known.
        case bar(columns: Int?)
        /// A plain line (no escape sequences) at most every `interval` seconds.
        case lines(interval: Double)
        /// No progress; notes are still printed.
        case none
    }

    package let style: Style
    private let console: Console
    private var lastDraw: Double
    private var drawn: String?

    /// `start`: when the work began; a plain line is first due `interval` seconds after it.
    package init(console: Console, style: Style, start: Double) {
        self.console = console
        self.style = style
        lastDraw = start
    }

    /// The style for this console: a bar on a colour terminal, else lines every 5 s
    /// (`plainLines: false`: nothing off a terminal).
    package static func style(for console: Console, enabled: Bool, plainLines: Bool = true) -> Style {
        guard enabled else { return .none }
        if console.stderrColor { return .bar(columns: terminalColumns()) }
        return plainLines ? .lines(interval: 5) : .none
    }

    /// Seconds since the line was last drawn.
    func sinceLastDraw(_ now: Double) -> Double { now - lastDraw }

    /// Draws `text` for `done` of `total` if it is time to: a bar at most ten times a second
    /// (and always at the end), a plain line every `interval`.
    package func show(_ text: @autoclosure () -> String, done: Int, total: Int, now: Double) {
        switch style {
        case .none:
            return
        case .bar(let columns):
            // Every item would be too many redraws for a fast batch from the cache.
            guard drawn == nil || now - lastDraw >= 0.1 || done == total else { return }
            let line = Self.barLine(text(), done: done, total: total, columns: columns)
            console.errRaw("\r" + line + "\u{1B}[K")
            drawn = line
        case .lines(let interval):
            guard now - lastDraw >= interval else { return }
            console.message(text())
        }
        lastDraw = now
    }

    /// Prints a message or a warning without breaking the bar: clears it, prints, redraws.
    package func note(_ notice: Notice) {
        if case .bar = style, let drawn {
            console.errRaw("\r\u{1B}[K")
            console.show(notice)
            console.errRaw(drawn + "\u{1B}[K")
        } else {
            console.show(notice)
        }
    }

    /// Clears the bar, so what follows starts on a clean line.
    package func finish() {
        if case .bar = style, drawn != nil { console.errRaw("\r\u{1B}[K") }
        drawn = nil
    }

    /// `[=========>            ] text`, cut to the terminal's width.
    static func barLine(_ text: String, done: Int, total: Int, columns: Int?) -> String {
        var width = 22
        if let columns { width = min(30, max(10, columns - text.count - 4)) }
        let filled = total == 0 ? width : min(width, width * done / total)
        let bar =
            switch filled {
            case width: String(repeating: "=", count: width)
            case 0: String(repeating: " ", count: width)
            default: String(repeating: "=", count: filled - 1) + ">" + String(repeating: " ", count: width - filled)
            }
        let line = "[\(bar)] \(text)"
        // A line wider than the terminal wraps, and "\r" would then redraw only its last part.
        guard let columns, line.count >= columns else { return line }
        return String(line.prefix(max(1, columns - 1)))
    }

    /// The width of the terminal on stderr, or nil.
    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
