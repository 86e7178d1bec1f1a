import Barcode
import Dispatch
import Foundation
import Lookup

/// Runs each lookup on a thread of its own, so the batch can stop waiting for
/// one (a second Ctrl-C) while it sleeps in the rate limiter or before a retry.
///
/// The client is touched only on the worker's queue, one lookup at a time;
/// that is what makes the unchecked `Sendable` safe.
final class LookupWorker: @unchecked Sendable {
    /// One lookup's result and the HTTP requests it took.
    struct Answer: Sendable {
        var result: Result<LookupOutcome, LookupError>
        var requests: Int
    }

    private let client: DiscogsClient
    private let queue = DispatchQueue(label: "cdscan.catalog.lookup")

    init(client: DiscogsClient) {
        self.client = client
    }

    /// Looks `gtin` up, calling `whileWaiting` every 0.1 s until it is done; nil when
    /// `whileWaiting` returned true (stop waiting): the lookup then goes on unseen
    /// and its answer is dropped.
    func lookup(_ gtin: GTIN, whileWaiting: () -> Bool) -> Answer? {
        let box = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        queue.async {
            let client = self.client
            let before = client.requestCount
            let result = Result { () throws(LookupError) in try client.lookup(gtin) }
            box.set(Answer(result: result, requests: client.requestCount - before))
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
