import Basics
import Synchronization

/// Keeps requests within the budget a server announces for a moving window.
///
/// Discogs allows N requests in any 60-second moving window, N being the
/// `X-Discogs-Ratelimit` header, and counts what the same token spent from
/// other processes too (`X-Discogs-Ratelimit-Used`). The limiter remembers
/// when each of its own requests was sent, adds what the server reports beyond
/// them, and before each request waits until the window has room while a
/// small reserve stays unspent. Waiting goes through the injected `TimeSource`.
///
/// With a `SharedRequestLog` the send times are kept in a file every cdscan process asking
/// the same host reads and writes under a lock, so processes sharing a token share one
/// budget and together stay under the limit, rather than each learning of the other only
/// from the headers (after the fact, and too late to avoid a 429).
package final class RateLimiter: Sendable {
    private struct State {
        var limit: Int
        /// Send times of requests that may still count against the window, oldest first
        /// (kept here only when the limiter has no shared log, or its log failed).
        var sent: [Double] = []
        /// Why the shared log stopped being used, once it did; nil while it serves (or there is none).
        var sharingFailure: SharedRequestLog.Failure?
    }

    private let state: Mutex<State>
    private let time: any TimeSource
    /// The window's length in seconds.
    package let window: Double
    /// The file the send times of every cdscan process asking this host are kept in; nil: this process's alone.
    private let shared: SharedRequestLog?
    /// Told, once, when the shared log cannot be used and this limiter counts alone from then on.
    private let sharingFailed: @Sendable (SharedRequestLog.Failure) -> Void
    /// Once cancelled (a stop was asked for), `acquire` waits no more: the transport, holding the
    /// same token, sends nothing after it.
    private let cancellation: CancellationToken?

    /// - Parameters:
    ///   - window: the server's window in seconds (60 for Discogs).
    ///   - initialLimit: the budget until a response announces one (Discogs
    ///     gives authenticated clients 60, anonymous ones 25).
    ///   - shared: the budget file other processes asking the same host count in too; nil: none.
    ///   - sharingFailed: hears why the shared file could not be used (once).
    ///   - cancellation: ends every wait once cancelled.
    package init(
        window: Double = 60, initialLimit: Int = 25, time: any TimeSource, shared: SharedRequestLog? = nil,
        sharingFailed: @escaping @Sendable (SharedRequestLog.Failure) -> Void = { _ in },
        cancellation: CancellationToken? = nil
    ) {
        self.cancellation = cancellation
        self.window = window
        state = Mutex(State(limit: initialLimit))
        self.time = time
        self.shared = shared
        self.sharingFailed = sharingFailed
    }

    /// Requests this limiter lets through per window: the limit minus a reserve
    /// for clock skew between client and server.
    package var budget: Int { withWindow { _, sent in Self.budget(for: sent.limit) } }

    /// The largest limit a response may announce: one timestamp is kept per request counted, so an
    /// absurd header (a broken proxy, a hostile server) must not size an array.
    static let maxLimit = 10_000

    /// The requests a window of `limit` lets through: the limit minus the reserve.
    package static func budget(for limit: Int) -> Int {
        max(1, limit - max(1, limit / 30))
    }

    /// Waits until a request fits in the window, then counts it as sent.
    func acquire() {
        while true {
            let wait: Double = withWindow { now, counted in
                let budget = Self.budget(for: counted.limit)
                guard counted.sent.count >= budget else {
                    counted.sent.append(now)
                    return 0
                }
                // The request that must leave the window before another may enter.
                return counted.sent[counted.sent.count - budget] + window - now
            }
            if wait <= 0 || cancellation?.isCancelled == true { return }
            time.sleep(seconds: wait, for: .rateLimit)
        }
    }

    /// Seconds from now until `count` more requests can all have been sent, were they sent as
    /// soon as the window lets them: what the window alone makes a batch wait, which a pace
    /// measured before the window filled does not show. 0 when they fit at once.
    package func secondsUntilSent(_ count: Int) -> Double {
        guard count > 0 else { return 0 }
        let (now, sent, budget) = withWindow { now, counted in (now, counted.sent, Self.budget(for: counted.limit)) }
        return Self.lastSendTime(of: count, after: sent, budget: budget, window: window, now: now) - now
    }

    /// When the last of `count` requests can go, each as early as a window of `window` seconds
    /// holding at most `budget` requests allows, after those `sent` (oldest first): the `j`-th
    /// of all requests may go once the `(j - budget)`-th has left the window.
    static func lastSendTime(of count: Int, after sent: [Double], budget: Int, window: Double, now: Double) -> Double {
        var times = sent
        times.reserveCapacity(sent.count + count)
        for _ in 0..<count {
            let blocker = times.count - budget
            times.append(blocker >= 0 ? max(now, times[blocker] + window) : now)
        }
        return times.last ?? now
    }

    /// Takes the budget and the usage a response announced.
    ///
    /// - Parameters:
    ///   - limit: `X-Discogs-Ratelimit`, requests allowed per window.
    ///   - remaining: `X-Discogs-Ratelimit-Remaining`, what is left of it now.
    package func update(limit newLimit: Int?, remaining: Int?) {
        withWindow { now, counted in
            if let newLimit, newLimit > 0 { counted.limit = min(newLimit, Self.maxLimit) }
            guard let remaining else { return }
            // Requests the server counts that no limiter sharing the count sent (an earlier
            // run, a process of another version): count them as sent now, which keeps them
            // in the window at least as long as the server does.
            let unseen = counted.limit - max(0, remaining) - counted.sent.count
            if unseen > 0 { counted.sent.append(contentsOf: repeatElement(now, count: unseen)) }
        }
    }

    /// Why the shared budget file stopped being used; nil while it serves, or without one.
    var sharingFailure: SharedRequestLog.Failure? { state.withLock { $0.sharingFailure } }

    /// The requests counted against the window, as one limiter (`shared` nil) or every process
    /// sharing the file sees them.
    private struct Counted {
        var limit: Int
        /// Send times still in the window, oldest first.
        var sent: [Double]
    }

    /// Runs `body` on the window as it stands now (times that left it dropped), with the time
    /// it stands at, and keeps what `body` leaves: in the shared file when there is one (read
    /// and rewritten under its lock, so no two processes take the same place), else here.
    private func withWindow<Result: Sendable>(_ body: (Double, inout Counted) -> Result) -> Result {
        state.withLock { state in
            if let shared, state.sharingFailure == nil {
                do throws(SharedRequestLog.Failure) {
                    return try shared.update { contents in
                        // Wall-clock time: the file outlives this process (and the monotonic clock's boot).
                        let now = time.date().timeIntervalSince1970
                        var counted = Counted(
                            limit: contents.limit ?? state.limit,
                            sent: contents.sent.filter { $0 > now - window && $0 <= now + 1 }.sorted())
                        let guessed = counted.limit
                        let result = body(now, &counted)
                        state.limit = counted.limit
                        // A limit is written once a response announced it (`update`), so that a
                        // process's first guess never overrides what another has learnt.
                        if counted.limit != guessed { contents.limit = counted.limit }
                        contents.sent = counted.sent
                        return result
                    }
                } catch {
                    state.sharingFailure = error
                    sharingFailed(error)
                }
            }
            let now = time.now()
            var counted = Counted(limit: state.limit, sent: state.sent.filter { $0 > now - window })
            let result = body(now, &counted)
            (state.limit, state.sent) = (counted.limit, counted.sent)
            return result
        }
    }
}

extension RateLimiter: Equatable {
    /// The same limiter (one per client, so one per service in a session).
    package static func == (lhs: RateLimiter, rhs: RateLimiter) -> Bool { lhs === rhs }
}
