/// What a `FakeMusicBrainz` has seen and answered, for tests and benchmark reports.
public struct MusicBrainzCounters: Sendable, Equatable, CustomStringConvertible {
    /// Every request received, whatever its answer.
    public var requests = 0
    /// Requests for `/ws/2/release`.
    public var searches = 0
    /// 503 answers saying the rate limit was exceeded, from the limit or a script.
    public var rateLimited = 0
    /// 400 answers to requests without a User-Agent.
    public var missingUserAgent = 0
    /// Answers that came from `script(barcode:_:)` or `failNext(_:with:)`.
    public var scriptedReplies = 0
    /// The most requests one client sent in any one rate-limit window.
    public var maxRequestsInWindow = 0

    public init() {}

    /// The counters as a JSON object with snake_case keys.
    public var json: JSONValue {
        [
            "requests": .int(requests), "searches": .int(searches), "rate_limited": .int(rateLimited),
            "missing_user_agent": .int(missingUserAgent), "scripted_replies": .int(scriptedReplies),
            "max_requests_in_window": .int(maxRequestsInWindow),
        ]
    }

    public var description: String {
        "requests=\(requests) searches=\(searches) rate-limited=\(rateLimited) "
            + "no-user-agent=\(missingUserAgent) scripted=\(scriptedReplies) max-per-window=\(maxRequestsInWindow)"
    }
}
