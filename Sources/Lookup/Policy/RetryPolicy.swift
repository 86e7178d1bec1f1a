/// How often and how patiently a client retries a failed request.
///
/// Delays grow exponentially with "equal jitter": half the delay is fixed and
/// half random, so clients that failed together do not retry in lockstep,
/// yet each still waits long enough for the server to recover.
package struct RetryPolicy: Sendable {
    /// Attempts in all (first try included) for a 429 Too Many Requests.
    var rateLimitAttempts: Int
    /// Attempts in all for a 5xx or a network failure.
    var failureAttempts: Int
    /// The first retry's delay in seconds, before jitter.
    package var baseDelay: Double
    /// No delay is ever longer than this.
    var maxDelay: Double
    /// A number in 0..<1; injected so tests get predictable delays.
    package var random: @Sendable () -> Double

    package init(
        rateLimitAttempts: Int = 6, failureAttempts: Int = 3, baseDelay: Double = 2, maxDelay: Double = 60,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.rateLimitAttempts = rateLimitAttempts
        self.failureAttempts = failureAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.random = random
    }

    /// The wait before retry number `retry` (1 for the first retry).
    ///
    /// A server's `Retry-After` (seconds) is a floor: waiting less would only
    /// earn another refusal.
    package func delay(beforeRetry retry: Int, retryAfter: Double? = nil) -> Double {
        let exponential = min(maxDelay, baseDelay * Double(1 << min(max(retry - 1, 0), 20)))
        let jittered = exponential / 2 + exponential / 2 * random()
        return max(jittered, min(retryAfter ?? 0, maxDelay))
    }
}
