import Cataloging
import Terminal

/// Shows `catalog -` at a terminal on stderr: each typed code's notes (how it was read, one
/// more copy, invalid), then its answer (`TypedScanText.answer`) with the bell for a hit;
/// everything else as a batch shows it (`BatchProgress`, without a bar: lines arrive one by one).
/// Not `Sendable`: the batch's own thread drives it.
package final class TypedScanOutput: BatchObserver {
    private let console: Console
    private let progress: BatchProgress
    /// Whether a found code rings the terminal's bell (stderr a terminal, no `--no-bell`).
    private let bell: Bool

    package init(console: Console, progress: BatchProgress, bell: Bool) {
        self.console = console
        self.progress = progress
        self.bell = bell && console.stderrIsTerminal
    }

    package func batch(_ event: BatchEvent) {
        switch event {
        case .typedRead(let input):
            input.readingMessages.forEach(console.show)
        case .typedRecorded(_, let item):
            let ring = bell && TypedScanText.rings(item)
            console.errRaw(
                TypedScanText.answer(item, color: console.stderrColor) + "\n" + (ring ? TypedScanText.bell : ""))
        default:
            progress.batch(event)
        }
    }
}
