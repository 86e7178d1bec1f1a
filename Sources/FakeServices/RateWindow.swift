/// Discogs' rate limit: at most `limit` admitted requests in any moving window of `length` seconds.
///
/// A refused request (429) does not use up the allowance, as in a sliding-log
/// limiter, but it is still counted in `maxInWindow`, which measures how hard the
/// client pushed.
struct RateWindow: Sendable {
    let length: Double
    let limit: Int
    /// The most requests, admitted or not, seen in any one window.
    private(set) var maxInWindow = 0
    private var admitted = SlidingLog()
    private var all = SlidingLog()

    init(length: Double, limit: Int) {
        self.length = length
        self.limit = limit
    }

    /// Counts a request at `now` (seconds): whether it is admitted, and the admitted requests
    /// in the window ending now (this one included when admitted).
    mutating func record(at now: Double) -> (used: Int, admitted: Bool) {
        all.append(now)
        maxInWindow = max(maxInWindow, all.count(after: now - length))
        let used = admitted.count(after: now - length)
        guard used < limit else { return (used, false) }
        admitted.append(now)
        return (used + 1, true)
    }
}

/// Arrival times, oldest first, forgetting those that left the window.
private struct SlidingLog: Sendable {
    private var times: [Double] = []
    private var oldest = 0

    mutating func append(_ time: Double) {
        times.append(time)
    }

    /// How many times are later than `start`; forgets the others.
    mutating func count(after start: Double) -> Int {
        while oldest < times.count, times[oldest] <= start { oldest += 1 }
        if oldest > 1024, oldest * 2 > times.count {
            times.removeFirst(oldest)
            oldest = 0
        }
        return times.count - oldest
    }
}
