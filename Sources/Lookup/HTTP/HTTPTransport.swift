/// Sends HTTP requests; the lookup clients' only way to the network.
///
/// `CurlTransport` is the real one. Tests of the clients' HTTP behaviour run
/// it against a loopback server; a stub conforming type serves pure unit tests.
/// A transport is used from one thread at a time, so it need not be `Sendable`.
package protocol HTTPTransport: AnyObject {
    /// Sends `request` and returns the final response, whatever its status.
    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse
}

/// Why a request got no HTTP response at all (`Codable` as part of a stored ``LookupError``).
package enum TransportError: Error, Equatable, Sendable, Codable {
    /// The server did not accept a connection (refused, unreachable).
    case couldNotConnect(host: String, reason: String)
    /// The host name could not be resolved (DNS): never retried, the name will not appear in seconds.
    case couldNotResolve(host: String, reason: String)
    /// Connecting or the whole exchange took longer than allowed.
    case timedOut(host: String, seconds: Double)
    /// The TLS handshake or certificate check failed; verification is never turned off.
    case tls(host: String, reason: String)
    /// The response body was larger than cdscan is willing to read.
    case bodyTooLarge(host: String, limit: Int)
    /// The URL is not one cdscan may send to (not http(s), or malformed).
    case invalidURL(String)
    /// Any other failure, with libcurl's own message.
    case failed(host: String, reason: String)
    /// The run is stopping (Ctrl-C, SIGTERM): the request was aborted, or not sent. Not a
    /// failure of the network, and never retried.
    case interrupted(host: String)

    /// The host the request went to (nil for a URL that is not one).
    package var host: String? {
        switch self {
        case .couldNotConnect(let host, _), .couldNotResolve(let host, _), .timedOut(let host, _), .tls(let host, _),
            .bodyTooLarge(let host, _), .failed(let host, _), .interrupted(let host):
            host
        case .invalidURL: nil
        }
    }

    /// Whether no retry can help within a run: a name that does not resolve, a certificate
    /// that does not verify. Such failures are never retried.
    var isPermanent: Bool {
        switch self {
        case .couldNotResolve, .tls: true
        default: false
        }
    }

    /// Whether the host itself is out of reach (not resolved, not answering, not verified):
    /// a run that has many requests for it (covers) stops asking it after the first.
    package var leavesHostUnreachable: Bool {
        switch self {
        case .couldNotResolve, .couldNotConnect, .timedOut, .tls: true
        default: false
        }
    }
}
