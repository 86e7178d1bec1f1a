/// A request's head, as the server has it before reading any body.
package struct RequestHead: Sendable {
    package var method: String
    /// The path without the query: "/", "/frame".
    package var path: String
    /// The `key` argument of the URL's query.
    var queryKey: String?
    /// The pairing cookie's value.
    var cookieKey: String?
    /// The Content-Length header, as sent.
    package var contentLength: String?
    /// The client's address ("192.168.1.31").
    package var client: String
    /// The page's own name for itself (the `X-CDScan-Phone` header), as sent.
    var pageID: String?

    package init(
        method: String, path: String, queryKey: String?, cookieKey: String?, contentLength: String?, client: String,
        pageID: String? = nil
    ) {
        (self.method, self.path, self.queryKey) = (method, path, queryKey)
        (self.cookieKey, self.contentLength, self.client, self.pageID) = (cookieKey, contentLength, client, pageID)
    }

    /// Which phone sent the request: its address, and the page's name for itself when it gave
    /// one (1 to 32 lowercase hexadecimal digits), so two phones behind one address (or two
    /// tabs) are two phones.
    package var phone: String {
        guard let pageID, (1...32).contains(pageID.utf8.count),
            pageID.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return client }
        return client + "#" + pageID
    }
}

/// An answer: status, headers, body.
package struct HTTPResponse: Sendable, Equatable {
    package var status: Int
    package var headers: [Header]
    package var body: [UInt8]

    /// One header line.
    package struct Header: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) { (self.name, self.value) = (name, value) }
    }

    package init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        (self.status, self.headers, self.body) = (status, headers, body)
    }
}

/// What answers the server's requests: once on the head (refuse it now, before any body is
/// read, or let it through), then once the body is in. Called on the server's thread.
package protocol HTTPHandler: Sendable {
    /// A response to send at once without reading the body (403, 413, 404), or nil to read it.
    func screen(_ head: RequestHead) -> HTTPResponse?
    /// The answer to a request that passed `screen`, with its whole body.
    func respond(to head: RequestHead, body: [UInt8]) -> HTTPResponse
    /// The largest body `screen` lets through; a body sent without a length that grows past it
    /// closes the connection.
    var bodyLimit: Int { get }
}
