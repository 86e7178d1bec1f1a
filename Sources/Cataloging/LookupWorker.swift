import Barcode
import Dispatch
import Foundation
import Lookup

/// Runs each lookup on a thread of its own, so the batch can stop waiting for
/// one (a second Ctrl-C) while it sleeps in the rate limiter or before a retry.
///
/// The session is touched only on the worker's queue, one job at a time;
/// that is what makes the unchecked `Sendable` safe.
final class LookupWorker: @unchecked Sendable {
    /// One lookup's result and the HTTP requests it took.
    struct Answer: Sendable {
        var result: Result<LookupOutcome, LookupError>
        var requests: Int
        /// Failures of a service that another made up for.
        var warnings: [String] = []
    }

    private let session: any CatalogLookups
    private let queue = DispatchQueue(label: "cdscan.catalog.lookup")

    init(session: any CatalogLookups) {
        self.session = session
    }

    /// Looks `gtin` up, calling `whileWaiting` every 0.1 s until it is done; nil when
    /// `whileWaiting` returned true (stop waiting): the lookup then goes on unseen
    /// and its answer is dropped.
    func lookup(_ gtin: GTIN, whileWaiting: () -> Bool) -> Answer? {
        let done = run(
            { session in
                let result = Result { () throws(LookupError) in try session.lookup(gtin) }
                return (result, (try? result.get()).map(session.warnings) ?? [])
            }, whileWaiting: whileWaiting)
        return done.map { Answer(result: $0.value.0, requests: $0.requests, warnings: $0.value.1) }
    }

    /// Runs `job` with the session on the worker's queue, waiting as `lookup` does; returns
    /// what it returned and the HTTP requests it took, or nil when `whileWaiting` gave up.
    func run<Value: Sendable>(
        _ job: @escaping @Sendable (any CatalogLookups) -> Value, whileWaiting: () -> Bool
    ) -> (value: Value, requests: Int)? {
        let box = Box<(value: Value, requests: Int)>()
        let done = DispatchSemaphore(value: 0)
        queue.async {
            let session = self.session
            let before = session.requestCount
            let value = job(session)
            box.set((value, session.requestCount - before))
            done.signal()
        }
        while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if whileWaiting() { return nil }
        }
        return box.get()
    }
}

/// Hands one value from the worker's queue to the waiting thread.
private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func get() -> Value? { lock.withLock { value } }
}
