import Basics
import Terminal

/// How a sync is going, as a bar on stderr on a terminal only (never with NO_COLOR, --quiet,
/// --no-progress or a pipe): first the collection's pages as they are read
/// (`[===>   ] 3/10 pages read · ETA 8s`), then `[=====>     ] 12/300 changes · ETA 4m`, each
/// ETA from the pace so far.
package final class SyncProgress {
    private let display: ProgressDisplay
    private let time: any TimeSource
    private var total: Int
    private var start: Double
    private var done = 0

    /// `enabled`: false after `--no-progress`; `total`: the changes to carry out (see ``begin(total:)``).
    package init(console: Console, time: any TimeSource, total: Int = 0, enabled: Bool = true) {
        self.time = time
        self.total = total
        start = time.now()
        display = ProgressDisplay(
            console: console,
            style: ProgressDisplay.style(for: console, enabled: enabled && !console.quiet, plainLines: false),
            start: start)
    }

    /// Shows that `page` of the collection's `pages` was read.
    package func read(page: Int, of pages: Int) {
        let now = time.now()
        let elapsed = now - start
        let rate = elapsed > 0 && page > 0 ? Double(page) / elapsed : nil
        let left = BatchEstimate.secondsLeft(remaining: max(pages - page, 0), rate: rate)
        display.show(
            "\(page)/\(pages) pages read · ETA \(BatchEstimate.duration(left))", done: page, total: max(pages, page),
            now: now)
    }

    /// Starts counting the `total` changes of the plan, the pace measured from now.
    package func begin(total: Int) {
        self.total = total
        done = 0
        start = time.now()
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
