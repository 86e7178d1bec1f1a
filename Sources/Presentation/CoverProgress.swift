import Basics
import Catalog
import Terminal

/// Shows how a gallery's covers are coming on stderr, the way a batch's progress is shown:
///
/// `[=====>                ] covers 12/81 · 58/min · ETA 1m`
///
/// The pace never outruns the cover hosts' rate (`CDSCAN_COVER_RATE` a second), so a start
/// from covers already in the folder does not promise an early end. Time comes from the
/// injected `TimeSource`. Not `Sendable`: the export's thread drives it.
package final class CoverProgress {
    private let display: ProgressDisplay
    private let time: any TimeSource
    private let start: Double
    /// Requests a second the cover hosts are asked at most.
    private let perSecond: Int

    package init(console: Console, style: ProgressDisplay.Style, time: any TimeSource, perSecond: Int) {
        self.time = time
        self.perSecond = perSecond
        start = time.now()
        display = ProgressDisplay(console: console, style: style, start: start)
    }

    /// Shows `done` of `total` releases' covers settled, `fetched` of them by asking a host.
    package func update(done: Int, total: Int, fetched: Int) {
        let now = time.now()
        display.show(status(done: done, total: total, fetched: fetched, now: now), done: done, total: total, now: now)
    }

    /// Clears the bar, so the summary starts on a clean line.
    package func finish() { display.finish() }

    /// "covers 12/81 · 58/min · ETA 1m" (rate and ETA once a second has passed).
    package func status(done: Int, total: Int, fetched: Int, now: Double) -> String {
        var parts = ["covers \(done)/\(total)"]
        let elapsed = now - start
        if done > 0, elapsed >= 1 {
            // Covers already in the folder cost no request: only the share fetched is paced.
            let seen = Double(done) / elapsed
            let rate =
                fetched > 0 && perSecond > 0 ? min(seen, Double(perSecond) * Double(done) / Double(fetched)) : seen
            parts.append("\(Int((rate * 60).rounded()))/min")
            if done < total {
                parts.append(
                    "ETA " + BatchEstimate.duration(BatchEstimate.secondsLeft(remaining: total - done, rate: rate)))
            }
        }
        return parts.joined(separator: " · ")
    }
}
