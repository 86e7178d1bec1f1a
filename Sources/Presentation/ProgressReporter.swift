import Basics
import Catalog
import Cataloging
import Lookup
import Terminal

/// Shows how a batch is going on stderr: a bar redrawn in place on a terminal,
/// a plain line every few seconds otherwise, or nothing.
///
/// `[=========>            ] 412/1000 codes  found 391 · not found 17 · errors 4 · 58/min · ETA 10m`
///
/// Time comes from the injected `TimeSource`, so tests see lines without waiting.
/// Not `Sendable`: the batch's own thread drives it.
package final class ProgressReporter {
    package typealias Style = ProgressDisplay.Style

    private let display: ProgressDisplay
    private let time: any TimeSource
    private let total: Int
    /// What the count counts ("codes": copies of a code are one lookup), said after it.
    private let unit: String
    private let start: Double
    private var latest = BatchTally()
    /// The services' rate limit, which the ETA never outruns; nil: the pace seen alone.
    private let budget: BatchEstimate.Budget?
    /// The rate limiter pacing the lookups, once the session is made: its window (which
    /// requests are in it, the limit the service announced) bounds the ETA, and its budget
    /// replaces `budget`.
    package var pacing: RateLimiter?
    /// The wait under way in the lookup, shown on the progress line as it counts down.
    private let wait: CurrentWait?

    package init(
        console: Console, style: Style, time: any TimeSource, total: Int, unit: String = "codes",
        budget: BatchEstimate.Budget? = nil,
        pacing: RateLimiter? = nil, wait: CurrentWait? = nil
    ) {
        self.budget = budget
        self.pacing = pacing
        self.wait = wait
        self.time = time
        self.total = total
        self.unit = unit
        start = time.now()
        display = ProgressDisplay(console: console, style: style, start: start)
    }

    /// The style for this console: a bar on a colour terminal, else lines every 5 s.
    package static func style(for console: Console, enabled: Bool) -> Style {
        ProgressDisplay.style(for: console, enabled: enabled)
    }

    /// Shows `tally` if it is time to.
    package func update(_ tally: BatchTally) {
        latest = tally
        show(tally, now: time.now())
    }

    /// Shows the latest tally again while a lookup waits (rate limit, retry), so rate and ETA move on.
    package func refresh() {
        let now = time.now()
        if case .bar = display.style, display.sinceLastDraw(now) < 1 { return }
        show(latest, now: now)
    }

    private func show(_ tally: BatchTally, now: Double) {
        display.show(status(tally, now: now), done: tally.done, total: total, now: now)
    }

    /// Prints a message without breaking the bar: clears it, prints, redraws.
    package func note(_ notice: Notice) { display.note(notice) }

    /// Clears the bar, so the summary starts on a clean line.
    package func finish() { display.finish() }

    /// "412/1000 codes  found 391 · not found 17 · errors 4 · 58/min · ETA 10m".
    package func status(_ tally: BatchTally, now: Double) -> String {
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
        return "\(tally.done)/\(total) \(unit)  " + parts.joined(separator: " · ")
    }
}
