import Basics
import Catalog
import Cataloging
import Lookup
import Terminal

/// Shows a catalog batch on stderr as it goes: each pass's progress bar or lines
/// (`ProgressReporter`), the notes between them, and "reading photos 3/40" on a
/// colour terminal. Not `Sendable`: the batch's own thread drives it.
package final class BatchProgress: BatchObserver {
    private let console: Console
    private let style: ProgressReporter.Style
    private let time: any TimeSource
    /// The pass under way, or the last one; nil before the first.
    private var pass: ProgressReporter?

    private let budget: BatchEstimate.Budget?
    /// The rate limiter pacing the lookups, once the batch made its session.
    private var pacing: RateLimiter?
    /// The wait the lookup is in, told by the session's `NoticedWaits`.
    private let wait: CurrentWait?

    package init(
        console: Console, style: ProgressReporter.Style, time: any TimeSource, budget: BatchEstimate.Budget? = nil,
        wait: CurrentWait? = nil
    ) {
        self.budget = budget
        self.wait = wait
        self.console = console
        self.style = style
        self.time = time
    }

    package func batch(_ event: BatchEvent) {
        switch event {
        case .started(let total, let counted):
            pass = ProgressReporter(
                console: console, style: style, time: time, total: total,
                unit: counted == .codes ? "codes" : "releases",
                budget: budget, pacing: pacing, wait: wait)
        case .progressed(let tally): pass?.update(tally)
        case .waiting: pass?.refresh()
        case .paced(let limiter):
            pacing = limiter
            pass?.pacing = limiter
        case .finished: pass?.finish()
        case .invalidInput(let input, let error): console.error(input.invalidMessage(error))
        case .invalidCatalogNumber(let input): console.error(input.invalidCatalogNumberMessage)
        case .discUnreadable(let error): console.error("\(error).")
        case .readingPhoto(let number, let count): inPlace("reading photos \(number)/\(count)")
        case .photosRead: inPlace("")
        case .photoFailed(let failure):
            inPlace("")
            console.message(failure.message)
        default: event.note.map(note)
        }
    }

    /// Prints `notice` without breaking the bar being drawn.
    private func note(_ notice: Notice) {
        if let pass { pass.note(notice) } else { console.show(notice) }
    }

    /// Redraws the line under the cursor as `text`, on a colour terminal only.
    private func inPlace(_ text: String) {
        if console.stderrColor { console.errRaw("\r" + text + "\u{1B}[K") }
    }
}
