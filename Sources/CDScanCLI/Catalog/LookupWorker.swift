import Barcode
import Dispatch
import Foundation
import Lookup

/// Runs each lookup on a thread of its own, so the batch can stop waiting for
/// one (a second Ctrl-C) while it sleeps in the rate limiter or before a retry.
///
/// The session is touched only on the worker's queue, one lookup at a time;
/// that is what makes the unchecked `Sendable` safe.
final class LookupWorker: @unchecked Sendable {
    /// One lookup's result and the HTTP requests it took.
    struct Answer: Sendable {
        var result: Result<LookupOutcome, LookupError>
        var requests: Int
        /// Failures of a service that another made up for.
        var warnings: [String] = []
    }

    private let session: LookupSession
    private let queue = DispatchQueue(label: "cdscan.catalog.lookup")

    init(session: LookupSession) {
        self.session = session
    }

    /// Looks `gtin` up, calling `whileWaiting` every 0.1 s until it is done; nil when
    /// `whileWaiting` returned true (stop waiting): the lookup then goes on unseen
    /// and its answer is dropped.
    func lookup(_ gtin: GTIN, whileWaiting: () -> Bool) -> Answer? {
        let box = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        queue.async {
            let session = self.session
            let before = session.requestCount
            let result = Result { () throws(LookupError) in try session.lookup(gtin) }
            let warnings = (try? result.get()).map(session.warnings) ?? []
            box.set(Answer(result: result, requests: session.requestCount - before, warnings: warnings))
            done.signal()
        }
        while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if whileWaiting() { return nil }
        }
        return box.get()
    }
}

/// Hands one answer from the worker's queue to the waiting thread.
private final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var answer: LookupWorker.Answer?

    func set(_ value: LookupWorker.Answer) { lock.withLock { answer = value } }
    func get() -> LookupWorker.Answer? { lock.withLock { answer } }
}
