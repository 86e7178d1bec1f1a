import Basics
import Foundation
import Terminal

/// Draws `cdscan value`'s progress on stderr, redrawn in place at most 4 times a second:
/// `[=======>        ] 12/80 releases · ETA 3m`. Only on a colour terminal (never with
/// NO_COLOR, never into a pipe); elsewhere it draws nothing.
package final class ValueProgressBar {
    private let console: Console
    private let time: any TimeSource
    private let total: Int
    private let enabled: Bool
    private let started: Double
    private var lastDraw = -Double.infinity
    private var drawn = false

    package init(console: Console, time: any TimeSource, total: Int, enabled: Bool) {
        self.console = console
        self.enabled = enabled
        self.time = time
        self.total = total
        started = time.now()
    }

    /// Shows that `done` of the releases are asked.
    package func progressed(done: Int) {
        guard enabled, console.stderrColor else { return }
        let now = time.now()
        guard now - lastDraw >= 0.25 || done == total else { return }
        lastDraw = now
        drawn = true
        console.errRaw("\r\u{1B}[2K" + Self.line(done: done, total: total, elapsed: now - started))
    }

    /// Clears the bar, so that the next message starts on a clean line.
    package func clear() {
        if drawn { console.errRaw("\r\u{1B}[2K") }
    }

    /// The bar's text (without escape sequences).
    package static func line(done: Int, total: Int, elapsed: Double) -> String {
        let width = 20
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let filled = min(width, Int(fraction * Double(width)))
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "")
        let padded = bar.padding(toLength: width, withPad: " ", startingAt: 0)
        var text = "[\(padded)] \(done)/\(total) releases"
        if done > 0, done < total {
            let left = elapsed / Double(done) * Double(total - done)
            text += " · ETA " + BatchEstimate.duration(left)
        }
        return text
    }
}
