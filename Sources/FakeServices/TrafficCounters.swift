/// The counts every fake keeps alike: requests, searches, scripted answers and the busiest
/// rate-limit window. `DiscogsCounters` and `MusicBrainzCounters` hold one and add their own.
package struct TrafficCounters: Sendable, Equatable {
    /// Every request received, whatever its answer.
    package var requests = 0
    /// Requests for the service's search path.
    package var searches = 0
    /// Answers that came from `script(barcode:_:)` or `failNext(_:with:)`.
    package var scriptedReplies = 0
    /// The most requests that fell in any one rate-limit window (per client where the limit is).
    package var maxRequestsInWindow = 0

    package init() {}

    /// These counts as snake_case JSON members, with a service's own `members` added.
    func json(adding members: [String: JSONValue]) -> JSONValue {
        let shared: [String: JSONValue] = [
            "requests": .int(requests), "searches": .int(searches), "scripted_replies": .int(scriptedReplies),
            "max_requests_in_window": .int(maxRequestsInWindow),
        ]
        return .object(shared.merging(members) { shared, _ in shared })
    }

    /// One report line: requests and searches first, a service's own `counts` in the middle.
    func description(around counts: String) -> String {
        "requests=\(requests) searches=\(searches) \(counts) scripted=\(scriptedReplies) "
            + "max-per-window=\(maxRequestsInWindow)"
    }
}

/// A fake's counters: the shared `traffic`, readable as if its members were the counters' own
/// (`counters.requests`), plus what only that service counts.
@dynamicMemberLookup
package protocol ServiceCounters: Sendable, Equatable, CustomStringConvertible {
    /// All counters at zero.
    init()
    /// The counts every fake keeps.
    var traffic: TrafficCounters { get set }
    /// The counters as a JSON object with snake_case keys.
    var json: JSONValue { get }
}

extension ServiceCounters {
    /// `counters.requests` for `counters.traffic.requests`, and so on.
    package subscript(dynamicMember keyPath: WritableKeyPath<TrafficCounters, Int>) -> Int {
        get { traffic[keyPath: keyPath] }
        set { traffic[keyPath: keyPath] = newValue }
    }
}
