import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 that answers with a handler and records every request.
///
/// One thread accepts, one thread serves each connection, so a hung or delayed
/// response never blocks other clients. Connections are kept alive unless the
/// client or the response says `Connection: close`. `stop()` (or dropping the
/// server) ends hangs and delays, closes every connection and returns promptly.
///
/// ```swift
/// let server = FakeHTTPServer { request in .json(#"{"ok": true}"#) }
/// let port = try server.start()
/// // ... point the client at server.baseURL ...
/// #expect(server.requests.map(\.path) == ["/ping"])
/// ```
package final class FakeHTTPServer: Sendable {
    private let core: ServerCore

    /// A server that answers every request with `handler`, called on the connection's own thread.
    package init(handler: @escaping @Sendable (RecordedRequest) -> FakeResponse) {
        core = ServerCore(handler: handler)
    }

    deinit {
        core.stop()
    }

    /// Listens on 127.0.0.1:`port` (0: the kernel picks a free port) and returns the port.
    @discardableResult
    package func start(port: Int = 0) throws(FakeServerError) -> Int {
        try core.start(port: port)
    }

    /// Closes the listening socket and every connection, ending hangs and delays; safe to call twice.
    package func stop() {
        core.stop()
    }

    /// The port listened on, 0 before `start()`.
    package var port: Int {
        core.state.withLock { $0.port }
    }

    /// "http://127.0.0.1:PORT", without a trailing slash.
    package var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// Every request received so far, in arrival order.
    package var requests: [RecordedRequest] {
        core.state.withLock { $0.requests }
    }

    /// How many TCP connections were accepted so far.
    package var connectionCount: Int {
        core.state.withLock { $0.connectionsAccepted }
    }

    /// How many connections are open now (a client that hung up on a hung answer is not counted).
    package var openConnectionCount: Int {
        core.state.withLock { $0.openConnections.count }
    }

    /// How many connections the client closed while a hang or a delay held the answer back
    /// (a client that gave up or aborted the request), since the server started.
    package var hungUpByClientCount: Int {
        core.state.withLock { $0.hungUpByClient }
    }

    /// Forgets the recorded requests (connection numbering goes on).
    package func clearRequests() {
        core.state.withLock { $0.requests.removeAll() }
    }
}
