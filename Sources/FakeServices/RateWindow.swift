/// Counts requests over a moving window, as Discogs does for its rate limit.
struct RateWindow: Sendable {
    let length: Double
    let limit: Int
    /// The most requests seen in any window so far.
    private(set) var maxInWindow = 0
    private var arrivals: [Double] = []
    private var oldest = 0

    init(length: Double, limit: Int) {
        self.length = length
        self.limit = limit
    }

    /// Counts a request at `now` (seconds) and returns how many fall in the window ending then, it included.
    mutating func record(at now: Double) -> Int {
        arrivals.append(now)
        let used = count(at: now)
        maxInWindow = max(maxInWindow, used)
        return used
    }

    /// Requests in the window ending at `now`.
    mutating func count(at now: Double) -> Int {
        while oldest < arrivals.count, arrivals[oldest] <= now - length { oldest += 1 }
        if oldest > 1024, oldest * 2 > arrivals.count {
            arrivals.removeFirst(oldest)
            oldest = 0
        }
        return arrivals.count - oldest
    }
}
