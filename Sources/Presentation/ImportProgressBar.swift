import Basics
import DumpIndex
import Foundation
import Terminal

/// Draws a dump import's progress on stderr, redrawn in place at most 4 times a second:
/// `[=======>        ] 1.2/7.9 GB · 412,000 releases · 9,800/s · ETA 11m`.
///
/// Only on a colour terminal (never with NO_COLOR); elsewhere it draws nothing.
/// Not `Sendable`: the import's thread drives it.
package final class ImportProgressBar: ImportObserver {
    private let console: Console
    private let time: any TimeSource
    private var lastDraw = -Double.infinity
    private var drawn = false

    package init(console: Console, time: any TimeSource) {
        self.console = console
        self.time = time
    }

    package func importProgressed(_ progress: ImportProgress) {
        guard console.stderrColor else { return }
        let now = time.now()
        guard now - lastDraw >= 0.25 else { return }
        lastDraw = now
        drawn = true
        console.errRaw("\r\u{1B}[2K" + Self.line(progress))
    }

    /// Clears the bar, so that the next message starts on a clean line.
    package func clear() {
        if drawn { console.errRaw("\r\u{1B}[2K") }
    }

    /// The bar's text for `progress` (without escape sequences).
    package static func line(_ progress: ImportProgress) -> String {
        var parts: [String] = []
        if let fraction = progress.fraction, let total = progress.totalBytes {
            let width = 20
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "")
            parts.append(
                "[\(bar.padding(toLength: width, withPad: " ", startingAt: 0))] "
                    + "\(megabytes(progress.bytesRead))/\(megabytes(total))")
        } else {
            parts.append(megabytes(progress.bytesRead))
        }
        parts.append("\(grouped(progress.releasesRead)) releases")
        parts.append("\(grouped(Int(progress.releasesPerSecond)))/s")
        if let left = progress.secondsLeft { parts.append("ETA \(duration(left))") }
        return parts.joined(separator: " · ")
    }

    private static func megabytes(_ bytes: Int64) -> String {
        let value = Double(bytes) / 1_000_000
        return value >= 1000 ? "\(Double(Int(value / 100)) / 10) GB" : "\(Int(value)) MB"
    }

    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole >= 3600 { return "\(whole / 3600)h\(whole % 3600 / 60)m" }
        if whole >= 60 { return "\(whole / 60)m" }
        return "\(whole)s"
    }
}
