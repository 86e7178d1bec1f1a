/// What a `FakeMusicBrainz` has seen and answered, for tests and benchmark reports.
public struct MusicBrainzCounters: ServiceCounters {
    /// Requests, searches (`/ws/2/release`), scripted answers, the busiest window of one client.
    public var traffic = TrafficCounters()
    /// 503 answers saying the rate limit was exceeded, from the limit or a script.
    public var rateLimited = 0
    /// 400 answers to requests without a User-Agent.
    public var missingUserAgent = 0

    public init() {}

    public var json: JSONValue {
        traffic.json(adding: ["rate_limited": .int(rateLimited), "missing_user_agent": .int(missingUserAgent)])
    }

    public var description: String {
        traffic.description(around: "rate-limited=\(rateLimited) no-user-agent=\(missingUserAgent)")
    }
}
