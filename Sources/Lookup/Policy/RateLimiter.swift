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
public final class RateLimiter: Sendable {
    private struct State {
        var limit: Int
        /// Send times of requests that may still count against the window, oldest first.
        var sent: [Double] = []
    }

    private let state: Mutex<State>
    private let time: any TimeSource
    private let window: Double

    /// - Parameters:
    ///   - window: the server's window in seconds (60 for Discogs).
    ///   - initialLimit: the budget until a response announces one (Discogs
    ///     gives authenticated clients 60, anonymous ones 25).
    public init(window: Double = 60, initialLimit: Int = 25, time: any TimeSource) {
        self.window = window
        state = Mutex(State(limit: initialLimit))
        self.time = time
    }

    /// Requests this limiter lets through per window: the limit minus a reserve
    /// for clock skew between client and server.
    public var budget: Int { state.withLock { Self.budget(for: $0.limit) } }

    /// The largest limit a response may announce: one timestamp is kept per request counted, so an
    /// absurd header (a broken proxy, a hostile server) must not size an array.
    static let maxLimit = 10_000

    /// The requests a window of `limit` lets through: the limit minus the reserve.
    public static func budget(for limit: Int) -> Int {
        max(1, limit - max(1, limit / 30))
    }

    /// Waits until a request fits in the window, then counts it as sent.
    public func acquire() {
        while true {
            let wait: Double = state.withLock { state in
                let now = time.now()
                state.sent.removeAll { $0 <= now - window }
                let budget = Self.budget(for: state.limit)
                guard state.sent.count >= budget else {
                    state.sent.append(now)
                    return 0
                }
                // The request that must leave the window before another may enter.
                return state.sent[state.sent.count - budget] + window - now
            }
            if wait <= 0 { return }
            time.sleep(seconds: wait, for: .rateLimit)
        }
    }

    /// Takes the budget and the usage a response announced.
    ///
    /// - Parameters:
    ///   - limit: `X-Discogs-Ratelimit`, requests allowed per window.
    ///   - remaining: `X-Discogs-Ratelimit-Remaining`, what is left of it now.
    public func update(limit newLimit: Int?, remaining: Int?) {
        state.withLock { state in
            if let newLimit, newLimit > 0 { state.limit = min(newLimit, Self.maxLimit) }
            guard let remaining else { return }
            let now = time.now()
            state.sent.removeAll { $0 <= now - window }
            // Requests the server counts that this limiter did not send (another
            // process, an earlier run): count them as sent now, which keeps them
            // in the window at least as long as the server does.
            let unseen = state.limit - max(0, remaining) - state.sent.count
            if unseen > 0 { state.sent.append(contentsOf: repeatElement(now, count: unseen)) }
        }
    }
}
