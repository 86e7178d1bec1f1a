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
}
