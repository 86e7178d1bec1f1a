import Lookup

/// How long the rest of a batch will take: at the pace seen so far, but never faster than the
/// services' rate-limit budget allows, so a fast start from a fresh window does not promise
/// "ETA 4m" for what the budget makes take twenty.
package enum BatchEstimate {
    /// A rate limit: at most `requests` requests in any `window` seconds (a run's is its
    /// source plan's).
    package typealias Budget = SourcePlan.Budget

    /// Lookups a second the batch can keep up: the pace seen (`done` in `elapsed` seconds),
    /// capped by `budget` at the requests a lookup has taken so far (`requests` over
    /// `lookedUp` that used the network, at least one each); nil when nothing says yet.
    package static func rate(done: Int, elapsed: Double, requests: Int, lookedUp: Int, budget: Budget?) -> Double? {
        let seen: Double? = done > 0 && elapsed > 0 ? Double(done) / elapsed : nil
        let cap: Double? = budget.flatMap { budget in
            guard budget.requests > 0, budget.window > 0 else { return nil }
            return Double(budget.requests) / budget.window / requestsPerLookup(requests: requests, lookedUp: lookedUp)
        }
        switch (seen, cap) {
        case (let seen?, let cap?): return min(seen, cap)
        case (let seen?, nil): return seen
        case (nil, let cap?): return cap
        case (nil, nil): return nil
        }
    }

    /// The requests a lookup has taken so far (`requests` over the `lookedUp` that used the
    /// network), at least one.
    static func requestsPerLookup(requests: Int, lookedUp: Int) -> Double {
        lookedUp > 0 ? max(1, Double(requests) / Double(lookedUp)) : 1
    }

    /// The requests `remaining` more lookups will take at that many a lookup, rounded up.
    static func requestsLeft(remaining: Int, requests: Int, lookedUp: Int) -> Int {
        Int((Double(max(0, remaining)) * requestsPerLookup(requests: requests, lookedUp: lookedUp)).rounded(.up))
    }

    /// Seconds until `remaining` more lookups are done at `rate` lookups a second; nil without a rate.
    package static func secondsLeft(remaining: Int, rate: Double?) -> Double? {
        guard let rate, rate > 0 else { return nil }
        return Double(max(0, remaining)) / rate
    }

    /// Seconds until `remaining` more lookups are done: at `rate`, but never before the rate
    /// limiter's window lets their requests go (`windowWait`: seconds until the last of them
    /// may be sent, from the limiter's record of the requests still in the window). A pace
    /// measured while the window had room says nothing of the minute it must then stand still;
    /// nil when neither says.
    package static func secondsLeft(remaining: Int, rate: Double?, windowWait: Double?) -> Double? {
        let paced = secondsLeft(remaining: remaining, rate: rate)
        guard remaining > 0, let windowWait else { return paced }
        return max(paced ?? 0, windowWait)
    }

    /// "42s", "10m", "2h05m" (rounded up); "?" for an unknown time.
    package static func duration(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0 else { return "?" }
        let whole = Int(min(seconds, 1e9).rounded(.up))
        if whole < 60 { return "\(whole)s" }
        let minutes = (whole + 59) / 60
        if minutes < 60 { return "\(minutes)m" }
        let rest = minutes % 60
        return "\(minutes / 60)h" + (rest < 10 ? "0" : "") + "\(rest)m"
    }
}
