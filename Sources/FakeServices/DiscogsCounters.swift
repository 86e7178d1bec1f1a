/// What a `FakeDiscogs` has seen and answered, for tests and the benchmark report.
public struct DiscogsCounters: Sendable, Equatable, CustomStringConvertible {
    /// Every request received, whatever its answer.
    public var requests = 0
    /// Requests for `/database/search`.
    public var searches = 0
    /// Requests for `/releases/{id}`.
    public var releaseLookups = 0
    /// 429 answers, from the rate limit or a script.
    public var tooManyRequests = 0
    /// 401 answers.
    public var unauthorized = 0
    /// 403 answers to requests without a User-Agent.
    public var blockedWithoutUserAgent = 0
    /// Answers that came from `script(barcode:_:)` or `failNext(_:with:)`.
    public var scriptedReplies = 0
    /// The most requests that fell in any one rate-limit window.
    public var maxRequestsInWindow = 0

    public init() {}

    /// The counters as a JSON object with snake_case keys.
    public var json: JSONValue {
        [
            "requests": .int(requests), "searches": .int(searches), "release_lookups": .int(releaseLookups),
            "too_many_requests": .int(tooManyRequests), "unauthorized": .int(unauthorized),
            "blocked_without_user_agent": .int(blockedWithoutUserAgent), "scripted_replies": .int(scriptedReplies),
            "max_requests_in_window": .int(maxRequestsInWindow),
        ]
    }

    public var description: String {
        "requests=\(requests) searches=\(searches) releases=\(releaseLookups) 429s=\(tooManyRequests) "
            + "401s=\(unauthorized) no-user-agent=\(blockedWithoutUserAgent) scripted=\(scriptedReplies) "
            + "max-per-window=\(maxRequestsInWindow)"
    }
}
