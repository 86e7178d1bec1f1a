import Basics
import Terminal

/// How a sync is going, as a bar on stderr on a terminal only (never with NO_COLOR, --quiet,
/// or a pipe): `[=====>     ] 12/300 changes · ETA 4m`, the ETA from the pace so far.
package final class SyncProgress {
    private let display: ProgressDisplay
    private let time: any TimeSource
    private let total: Int
    private let start: Double
    private var done = 0

    package init(console: Console, time: any TimeSource, total: Int) {
        self.time = time
        self.total = total
        start = time.now()
        display = ProgressDisplay(
            console: console, style: ProgressDisplay.style(for: console, enabled: !console.quiet, plainLines: false),
            start: start)
    }

    /// Counts one change done and shows the bar if it is time to.
    package func step() {
        done += 1
        let now = time.now()
        display.show(status(now: now), done: done, total: total, now: now)
    }

    /// The words after the bar.
    package func status(now: Double) -> String {
        let elapsed = now - start
        let rate = elapsed > 0 && done > 0 ? Double(done) / elapsed : nil
        let left = BatchEstimate.secondsLeft(remaining: total - done, rate: rate)
        return "\(done)/\(total) changes · ETA \(BatchEstimate.duration(left))"
    }

    /// Clears the bar before the summary.
    package func finish() { display.finish() }
}
