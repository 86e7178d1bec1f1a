import Basics
import Catalog
import Cataloging
import Lookup
import Terminal

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Shows how a batch is going on stderr: a bar redrawn in place on a terminal,
/// a plain line every few seconds otherwise, or nothing.
///
/// `[=========>            ] 412/1000  found 391 · not found 17 · errors 4 · 58/min · ETA 10m`
///
/// Time comes from the injected `TimeSource`, so tests see lines without waiting.
/// Not `Sendable`: the batch's own thread drives it.
public final class ProgressReporter {
    public enum Style: Equatable {
        /// Redrawn in place with `\r` and erase-line; `columns` is the terminal's width when known.
        case bar(columns: Int?)
        /// A plain line (no escape sequences) at most every `interval` seconds.
        case lines(interval: Double)
        /// No progress; notes are still printed.
        case none
    }

    private let console: Console
    private let style: Style
    private let time: any TimeSource
    private let total: Int
    private let start: Double
    private var lastDraw: Double
    private var drawn: String?
    private var latest = BatchTally()
    /// The services' rate limit, which the ETA never outruns; nil: the pace seen alone.
    private let budget: BatchEstimate.Budget?
    /// The rate limiter pacing the lookups, once the session is made: its window (which
    /// requests are in it, the limit the service announced) bounds the ETA, and its budget
    /// replaces `budget`.
    public var pacing: RateLimiter?
    /// The wait under way in the lookup, shown on the progress line as it counts down.
    private let wait: CurrentWait?

    public init(
        console: Console, style: Style, time: any TimeSource, total: Int, budget: BatchEstimate.Budget? = nil,
        pacing: RateLimiter? = nil, wait: CurrentWait? = nil
    ) {
        self.budget = budget
        self.pacing = pacing
        self.wait = wait
        self.console = console
        self.style = style
        self.time = time
        self.total = total
        start = time.now()
        lastDraw = start
    }

    /// The style for this console: a bar on a colour terminal, else lines every 5 s.
    public static func style(for console: Console, enabled: Bool) -> Style {
        guard enabled else { return .none }
        return console.stderrColor ? .bar(columns: terminalColumns()) : .lines(interval: 5)
    }

    /// Shows `tally` if it is time to.
    public func update(_ tally: BatchTally) {
        latest = tally
        show(tally, now: time.now())
    }

    /// Shows the latest tally again while a lookup waits (rate limit, retry), so rate and ETA move on.
    public func refresh() {
        let now = time.now()
        if case .bar = style, now - lastDraw < 1 { return }
        show(latest, now: now)
    }

    private func show(_ tally: BatchTally, now: Double) {
        switch style {
        case .none:
            return
        case .bar(let columns):
            // Every item would be too many redraws for a fast batch from the cache.
            guard drawn == nil || now - lastDraw >= 0.1 || tally.done == total else { return }
            let line = barLine(tally, now: now, columns: columns)
            console.errRaw("\r" + line + "\u{1B}[K")
            drawn = line
        case .lines(let interval):
            guard now - lastDraw >= interval else { return }
            console.message(status(tally, now: now))
        }
        lastDraw = now
    }

    /// Prints a message without breaking the bar: clears it, prints, redraws.
    public func note(_ message: String) {
        if case .bar = style, let drawn {
            console.errRaw("\r\u{1B}[K")
            console.message(message)
            console.errRaw(drawn + "\u{1B}[K")
        } else {
            console.message(message)
        }
    }

    /// Clears the bar, so the summary starts on a clean line.
    public func finish() {
        if case .bar = style, drawn != nil { console.errRaw("\r\u{1B}[K") }
        drawn = nil
    }

    /// "412/1000  found 391 · not found 17 · errors 4 · 58/min · ETA 10m".
    public func status(_ tally: BatchTally, now: Double) -> String {
        var parts = ["found \(tally.found)", "not found \(tally.notFound)"]
        if tally.ambiguous > 0 { parts.append("ambiguous \(tally.ambiguous)") }
        parts.append("errors \(tally.errors)")
        let elapsed = now - start
        if tally.done > 0, elapsed >= 1 {
            let lookedUp = tally.done - tally.fromCache
            let limit = pacing.map { BatchEstimate.Budget(requests: $0.budget, window: $0.window) } ?? budget
            let rate = BatchEstimate.rate(
                done: tally.done, elapsed: elapsed, requests: tally.requests, lookedUp: lookedUp, budget: limit)
            parts.append("\(Int(((rate ?? 0) * 60).rounded()))/min")
            if tally.done < total {
                let remaining = total - tally.done
                let windowWait = pacing.map {
                    $0.secondsUntilSent(
                        BatchEstimate.requestsLeft(remaining: remaining, requests: tally.requests, lookedUp: lookedUp))
                }
                let left = BatchEstimate.secondsLeft(remaining: remaining, rate: rate, windowWait: windowWait)
                parts.append("ETA " + BatchEstimate.duration(left))
            }
        }
        if let waiting = wait?.left(at: now) {
            parts.append(WaitText.waiting(seconds: waiting.seconds, reason: waiting.reason))
        }
        return "\(tally.done)/\(total)  " + parts.joined(separator: " · ")
    }

    private func barLine(_ tally: BatchTally, now: Double, columns: Int?) -> String {
        let text = status(tally, now: now)
        var width = 22
        if let columns { width = min(30, max(10, columns - text.count - 4)) }
        let filled = total == 0 ? width : min(width, width * tally.done / total)
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
