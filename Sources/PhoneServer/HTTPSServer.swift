import Basics
internal import CMicroHTTPD

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// An HTTPS server on one address, through libmicrohttpd (TLS by GnuTLS) and its own thread.
///
/// Each request's head goes to the handler's `screen` before any of its body is read, so a
/// request without the key, or with a body declared too large, is answered (and its connection
/// closed) without reading what it sends. Connections are bounded in number (in all and from
/// one address), in idle time, and in the time they take for a request and in all
/// (`ConnectionWatch`). Not `Sendable`: owned by the thread that started it; the server stops
/// when it is released.
/// - SeeAlso: https://www.gnu.org/software/libmicrohttpd/manual/libmicrohttpd.html
package final class HTTPSServer {
    private let daemon: OpaquePointer
    private let context: Unmanaged<ServerContext>
    /// The PEM texts, kept for as long as the daemon runs.
    private let keyPEM: UnsafeMutablePointer<CChar>
    private let certificatePEM: UnsafeMutablePointer<CChar>
    /// The address served, with the port the system chose when port 0 was asked for.
    package let address: ListenAddress

    /// Starts serving `handler` on `address` with `identity`'s certificate and key; `clock`
    /// times the connections' bounds.
    package init(
        address: ListenAddress, identity: TLSIdentity, handler: any HTTPHandler, limits: ServerLimits = .standard,
        clock: any TimeSource = SystemClock()
    ) throws(PhoneServerError) {
        guard var storage = ListenAddress.socketAddress(host: address.host, port: address.port) else {
            throw .badListenAddress(address.description)
        }
        guard let key = strdup(identity.keyPEM), let certificate = strdup(identity.certificatePEM) else {
            throw .cannotListen(address: address.description)
        }
        let watch = ConnectionWatch(limits: limits, clock: clock)
        let context = Unmanaged.passRetained(ServerContext(handler: handler, watch: watch))
        let flags = address.isIPv6 ? CMicroHTTPD_flag_ipv6() : 0
        let started = withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                CMicroHTTPD_start_daemon_tls(
                    flags, socketAddress, accessHandler, context.toOpaque(), completedHandler, context.toOpaque(),
                    connectionHandler, context.toOpaque(), key, certificate,
                    UInt32(limits.connections), UInt32(limits.connectionsPerClient), UInt32(limits.idleSeconds),
                    limits.connectionMemory)
            }
        }
        guard let started else {
            watch.stop()
            context.release()
            free(key)
            free(certificate)
            throw .cannotListen(address: address.description)
        }
        (daemon, self.context, keyPEM, certificatePEM) = (started, context, key, certificate)
        self.address = ListenAddress(host: address.host, port: Self.boundPort(started) ?? address.port)
    }

    deinit {
        context.takeUnretainedValue().watch.stop()
        MHD_stop_daemon(daemon)
        context.release()
        free(keyPEM)
        free(certificatePEM)
    }

    /// The port the listening socket is bound to (what port 0 became).
    private static func boundPort(_ daemon: OpaquePointer) -> Int? {
        let descriptor = CMicroHTTPD_listen_fd(daemon)
        guard descriptor >= 0 else { return nil }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard got == 0 else { return nil }
        return withUnsafeBytes(of: storage) { raw in
            // sin_port and sin6_port are both the two bytes after the family.
            Int(UInt16(bigEndian: raw.load(fromByteOffset: 2, as: UInt16.self)))
        }
    }
}

@available(*, unavailable)
extension HTTPSServer: Sendable {}

/// What the C callbacks reach through their `cls` pointer.
final class ServerContext: Sendable {
    let handler: any HTTPHandler
    let watch: ConnectionWatch

    init(handler: any HTTPHandler, watch: ConnectionWatch) { (self.handler, self.watch) = (handler, watch) }
}

/// One request between its head and its answer: kept in libmicrohttpd's per-request pointer.
final class PendingRequest {
    let head: RequestHead
    var body: BoundedBody
    /// Whether a response was already queued (a refusal): anything more closes the connection.
    var answered = false

    init(head: RequestHead, limit: Int) {
        self.head = head
        body = BoundedBody(limit: limit)
    }
}

/// The name of the cookie that carries the pairing key after the first load.
let pairingCookieName = "cdscan_pair"

/// libmicrohttpd's access handler: called on the head, on each chunk of body, and once more at its end.
private let accessHandler: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, uploadData, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return .NO }
    let handler = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().handler
    guard let existing = state.pointee else {
        let head = RequestHead(
            method: method.map { String(cString: $0) } ?? "",
            path: url.map { String(cString: $0) } ?? "",
            queryKey: value(connection, .GET_ARGUMENT_KIND, "key"),
            cookieKey: value(connection, .COOKIE_KIND, pairingCookieName),
            contentLength: value(connection, .HEADER_KIND, "Content-Length"),
            client: clientAddress(connection), pageID: value(connection, .HEADER_KIND, "X-CDScan-Phone"))
        let pending = PendingRequest(head: head, limit: handler.bodyLimit)
        state.pointee = Unmanaged.passRetained(pending).toOpaque()
        guard let refusal = handler.screen(head) else { return .YES }
        pending.answered = true
        return queue(refusal, on: connection)
    }
    let pending = Unmanaged<PendingRequest>.fromOpaque(existing).takeUnretainedValue()
    guard !pending.answered else { return .NO }
    if uploadSize.pointee > 0 {
        let fits = pending.body.append(UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
        uploadSize.pointee = 0
        return fits ? .YES : .NO
    }
    pending.answered = true
    return queue(handler.respond(to: pending.head, body: pending.body.bytes), on: connection)
}

/// libmicrohttpd's notice that a request is over: its connection has answered; releases its `PendingRequest`.
private let completedHandler: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    if let cls, let connection {
        Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().watch.answered(connection)
    }
    guard let state, let pending = state.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(pending).release()
    state.pointee = nil
}

/// libmicrohttpd's notice that a connection opened or closed, for the connection watch.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, _, code in
    guard let cls, let connection else { return }
    let watch = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().watch
    if code == .CONNECTION_NOTIFY_STARTED {
        watch.opened(connection, descriptor: CMicroHTTPD_connection_fd(connection))
    } else if code == .CONNECTION_NOTIFY_CLOSED {
        watch.closed(connection)
    }
}

private func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, kind, name).map { String(cString: $0) }
}

private func clientAddress(_ connection: OpaquePointer) -> String {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    CMicroHTTPD_client_address(connection, &text, socklen_t(text.count))
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers {
        guard MHD_add_response_header(made, header.name, header.value) == .YES else { return .NO }
    }
    return MHD_queue_response(connection, UInt32(response.status), made)
}
