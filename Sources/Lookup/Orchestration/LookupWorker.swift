import Barcode
import Basics

/// A lookup session on a thread of its own, for a batch that waits for one job at a
/// time but must be able to stop waiting (a second Ctrl-C) while the job sleeps in
/// the rate limiter or before a retry.
package final class LookupWorker: Sendable {
    /// One lookup's result and the HTTP requests it took.
    package struct Answer: Sendable {
        package var result: Result<LookupOutcome, LookupError>
        package var requests: Int
        /// Failures of a service that another made up for.
        package var fallbacks: [ServiceFallback] = []
    }

    /// Seconds between calls of a caller's `whileWaiting`.
    private static let checkInterval = 0.1
    /// Calls of `whileWaiting` in a second of waiting.
    package static let checksPerSecond = 10
    private let worker: SerialWorker<LookupSession, any Sendable>
    /// Whether the session asks a local index first (`LookupSession.hasLocalIndex`).
    package let hasLocalIndex: Bool

    /// Hands `session` to the worker's thread, which keeps it.
    package init(session: sending LookupSession) {
        hasLocalIndex = session.hasLocalIndex
        worker = SerialWorker(name: "cdscan-lookup", resource: session)
    }

    /// A question to the local index, asked with `askLocally` and answered by `answers(to:whileWaiting:)`.
    package struct LocalQuery: Sendable {
        /// The barcodes asked about, in order.
        package let gtins: [GTIN]
        fileprivate let ticket: SerialWorker<LookupSession, any Sendable>.Ticket
    }

    /// Starts asking for the answers that need no request (`LookupSession.localAnswer`) for each
    /// of `gtins`, in one job on the worker's thread (one hand-off for all of them, not one
    /// each), and returns without waiting: the caller records the last answers meanwhile.
    package func askLocally(_ gtins: [GTIN]) -> LocalQuery {
        LocalQuery(gtins: gtins, ticket: worker.submit { session in gtins.map(session.localAnswer) })
    }

    /// The answers to `query`, in the order of its barcodes, waiting as `lookup` does; nil
    /// when `whileWaiting` gave up.
    package func answers(to query: LocalQuery, whileWaiting: () -> Bool) -> [LookupOutcome?]? {
        let output = worker.wait(for: query.ticket, checkingEvery: Self.checkInterval, whileWaiting: whileWaiting)
        return output as? [LookupOutcome?]
    }

    /// Looks `gtin` up, calling `whileWaiting` every 0.1 s until it is done; nil when
    /// `whileWaiting` returned true (stop waiting): the lookup then goes on unseen
    /// and its answer is dropped.
    package func lookup(_ gtin: GTIN, whileWaiting: () -> Bool) -> Answer? {
        let done = run(
            { session in
                let result = Result { () throws(LookupError) in try session.lookup(gtin) }
                return (result, (try? result.get()).map(session.fallbacks) ?? [])
            }, whileWaiting: whileWaiting)
        return done.map { Answer(result: $0.value.0, requests: $0.requests, fallbacks: $0.value.1) }
    }

    /// Runs `job` with the session on the worker's thread, waiting as `lookup` does; returns
    /// what it returned and the HTTP requests it took, or nil when `whileWaiting` gave up.
    package func run<Value: Sendable>(
        _ job: @escaping @Sendable (LookupSession) -> Value, whileWaiting: () -> Bool
    ) -> (value: Value, requests: Int)? {
        let output = worker.run(
            { session -> any Sendable in
                let before = session.requestCount
                let value = job(session)
                return Done(value: value, requests: session.requestCount - before)
            }, checkingEvery: Self.checkInterval, whileWaiting: whileWaiting)
        // The job above made it, so the cast cannot fail.
        guard let done = output as? Done<Value> else { return nil }
        return (done.value, done.requests)
    }

    private struct Done<Value: Sendable>: Sendable {
        var value: Value
        var requests: Int
    }
}
