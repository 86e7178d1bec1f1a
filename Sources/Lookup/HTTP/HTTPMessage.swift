import Foundation

/// One HTTP request, as the lookup clients build it and a transport sends it.
package struct HTTPRequest: Sendable, Equatable {
    package var method: String
    package var url: String
    /// Header fields in order; names as they are sent.
    package var headers: [(name: String, value: String)]
    package var body: Data?

    package init(method: String = "GET", url: String, headers: [(name: String, value: String)] = [], body: Data? = nil)
    {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    package static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map { "\($0.name): \($0.value)" } == rhs.headers.map { "\($0.name): \($0.value)" }
    }
}

/// The final response to an `HTTPRequest` (after any 1xx interim responses).
package struct HTTPResponse: Sendable, Equatable {
    package var status: Int
    /// Header fields with lower-cased names; a repeated field keeps its last value.
    package var headers: [String: String]
    package var body: Data

    package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of a header field, looked up without regard to case.
    package func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The media type without parameters, lower-cased: "application/json".
    package var mediaType: String? {
        header("content-type")?.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }

    /// Whether the body looks like an HTML page (error pages from proxies and CDNs).
    package var looksLikeHTML: Bool {
        if mediaType == "text/html" { return true }
        let start = body.prefix(256).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        let head = String(decoding: start.prefix(15), as: UTF8.self).lowercased()
        return head.hasPrefix("<!doctype html") || head.hasPrefix("<html")
    }
}
