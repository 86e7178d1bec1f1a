/// What a `FakeDiscogs` has seen and answered, for tests and the benchmark report.
package struct DiscogsCounters: ServiceCounters {
    /// Requests, searches (`/database/search`), scripted answers, the busiest window.
    package var traffic = TrafficCounters()
    /// Requests for `/releases/{id}`.
    package var releaseLookups = 0
    /// 429 answers, from the rate limit or a script.
    package var tooManyRequests = 0
    /// 401 answers.
    package var unauthorized = 0
    /// 403 answers to requests without a User-Agent.
    package var blockedWithoutUserAgent = 0

    package init() {}

    package var json: JSONValue {
        traffic.json(adding: [
            "release_lookups": .int(releaseLookups), "too_many_requests": .int(tooManyRequests),
            "unauthorized": .int(unauthorized), "blocked_without_user_agent": .int(blockedWithoutUserAgent),
        ])
    }

    package var description: String {
        traffic.description(
            around: "releases=\(releaseLookups) 429s=\(tooManyRequests) 401s=\(unauthorized) "
                + "no-user-agent=\(blockedWithoutUserAgent)")
    }
}
