import Foundation

/// One request as the fake server received it, for tests to assert on.
package struct RecordedRequest: Sendable {
    /// One `name=value` pair of the query string, percent- and `+`-decoded.
    package struct QueryItem: Sendable, Equatable {
        package var name: String
        package var value: String?
    }

    /// "GET", "POST", ...
    package var method: String
    /// The request target exactly as sent: "/database/search?barcode=0%2029667&type=release".
    package var target: String
    /// The path part of the target, percent-decoded: "/database/search".
    package var path: String
    /// The decoded query items, in order.
    package var queryItems: [QueryItem]
    /// "HTTP/1.1" or "HTTP/1.0".
    package var version: String
    /// The header fields; lookup ignores case.
    package var headers: HTTPHeaders
    /// The body (Content-Length bytes), empty when none.
    package var body: Data
    /// When the request head was complete, on the monotonic clock.
    package var arrival: ContinuousClock.Instant
    /// Which TCP connection carried the request: 1 for the first accepted, and so on.
    package var connectionID: Int
    /// The request's place on its connection: 0 for the first, 1 when the connection was reused once, ...
    package var indexOnConnection: Int

    package init(
        method: String, target: String, version: String = "HTTP/1.1", headers: HTTPHeaders = [:],
        body: Data = Data(), arrival: ContinuousClock.Instant = .now, connectionID: Int = 0,
        indexOnConnection: Int = 0
    ) {
        self.method = method
        self.target = target
        let (path, query) = Self.split(target: target)
        self.path = path
        self.queryItems = query
        self.version = version
        self.headers = headers
        self.body = body
        self.arrival = arrival
        self.connectionID = connectionID
        self.indexOnConnection = indexOnConnection
    }

    /// The first value of the query item `name`, or nil.
    package func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The body read as UTF-8 text.
    package var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }

    static func split(target: String) -> (path: String, query: [QueryItem]) {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        guard parts.count > 1 else { return (path, []) }
        let items = parts[1].split(separator: "&").map { pair -> QueryItem in
            let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decodeFormComponent(nameAndValue[0])
            let value = nameAndValue.count > 1 ? decodeFormComponent(nameAndValue[1]) : nil
            return QueryItem(name: name, value: value)
        }
        return (path, items)
    }

    // Query strings use the form encoding, where "+" is a space.
    private static func decodeFormComponent(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
