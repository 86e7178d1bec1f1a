import Basics
import Foundation

/// Runs work with the stop signals (SIGINT, SIGTERM, SIGHUP) counted rather than fatal, and a
/// watcher that cancels a token as soon as one comes, so that a request in flight is aborted
/// at once rather than at its timeout: the work then ends its own way (what was done kept, the
/// terminal put back, the summary printed).
enum StopWatch {
    /// Runs `body` with `signals` counting; `cancellation` is cancelled within a twentieth of a
    /// second of the first signal.
    static func run<Result, Failure: Error>(
        _ signals: any InterruptCounter, cancelling cancellation: CancellationToken,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try signals.counting { () throws(Failure) -> Result in
            let done = CancellationToken()
            let watcher = Thread {
                while !done.isCancelled {
                    if signals.count > 0 { cancellation.cancel() }
                    usleep(50_000)
                }
            }
            watcher.start()
            defer { done.cancel() }
            return try body()
        }
    }

    /// Runs `body` as a stoppable command: SIGINT, SIGTERM and SIGHUP counted (`signals`) rather
    /// than fatal, and the lookups of the `context` it is given cut short by the first (a rate
    /// limit's wait and a request in flight end at once); `body` then ends its own way, its
    /// summary and 130 (`CDScan.run` makes it 143 or 129).
    static func stoppable<Result>(
        _ context: CommandContext,
        _ body: (_ context: CommandContext, _ signals: any InterruptCounter) throws -> Result
    ) throws -> Result {
        let signals = context.stopSignals.makeCounter(false)
        let cancellation = CancellationToken()
        var context = context
        context.time = CancellableWaits(context.time, cancellation: cancellation)
        context.lookupCancellation = cancellation
        return try run(signals, cancelling: cancellation) { () throws -> Result in try body(context, signals) }
    }
}
