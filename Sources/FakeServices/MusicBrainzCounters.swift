/// What a `FakeMusicBrainz` has seen and answered, for tests and benchmark reports.
package struct MusicBrainzCounters: ServiceCounters {
    /// Requests, searches (`/ws/2/release`), scripted answers, the busiest window of one client.
    package var traffic = TrafficCounters()
    /// 503 answers saying the rate limit was exceeded, from the limit or a script.
    package var rateLimited = 0
    /// 400 answers to requests without a User-Agent.
    package var missingUserAgent = 0

    package init() {}

    package var json: JSONValue {
        traffic.json(adding: ["rate_limited": .int(rateLimited), "missing_user_agent": .int(missingUserAgent)])
    }

    package var description: String {
        traffic.description(around: "rate-limited=\(rateLimited) no-user-agent=\(missingUserAgent)")
    }
}
