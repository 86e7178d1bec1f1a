import Basics

/// The one way a command hears that a person asked it to stop: Ctrl-C (SIGINT), SIGTERM, or the
/// terminal closing (SIGHUP). A part of `CommandContext`: `process()` counts the process's own
/// signals (`SignalCounter`), which `main` runs with; a command run in-process by a test hears
/// `none` (the test runner's signals are not its own), or a script the test plays.
package struct StopSignals: Sendable {
    /// A new counter, not yet started; `ignoringBrokenPipe`: while started, SIGPIPE too is kept
    /// from ending the process (a camera's preview on a terminal that closes, `scan -c | head -1`).
    var makeCounter: @Sendable (_ ignoringBrokenPipe: Bool) -> any InterruptCounter
    /// The counter a catalogue batch starts for its run and stops around a question
    /// (`CatalogRun.withSignals`): the phases of one run, and the runner's checks, share it.
    package var batch: any InterruptCounter

    package init(
        makeCounter: @escaping @Sendable (_ ignoringBrokenPipe: Bool) -> any InterruptCounter,
        batch: any InterruptCounter
    ) {
        (self.makeCounter, self.batch) = (makeCounter, batch)
    }

    /// The process's signals.
    package static func process() -> StopSignals {
        StopSignals(makeCounter: { SignalCounter(ignoringBrokenPipe: $0) }, batch: SignalCounter())
    }

    /// No stop is ever asked for.
    package static var none: StopSignals {
        StopSignals(makeCounter: { _ in NoInterrupts() }, batch: NoInterrupts())
    }

    /// The stops `counter` (a test's script) says were asked for, wherever a command listens.
    package static func playing(_ counter: any InterruptCounter) -> StopSignals {
        StopSignals(makeCounter: { _ in counter }, batch: counter)
    }
}
