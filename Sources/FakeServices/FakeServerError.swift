/// Why the fake server could not start.
package enum FakeServerError: Error, Equatable, CustomStringConvertible {
    /// A socket call failed; `call` names it, `message` is `strerror(errno)`.
    case socket(call: String, message: String, port: Int)
    /// `start()` was called on a server that is running or was stopped; make a new one.
    case alreadyStarted
    /// The fixture catalogue could not be read.
    case fixtures(path: String, reason: String)

    package var description: String {
        switch self {
        case .socket(let call, let message, let port):
            "the fake server could not listen on 127.0.0.1:\(port): \(call) failed: \(message)"
                + (port == 0 ? "" : " (pass port 0 to let the kernel choose a free one)")
        case .alreadyStarted:
            "the fake server was already started once; create a new one for each test"
        case .fixtures(let path, let reason):
            "the Discogs fixtures at \(path) could not be read: \(reason)"
        }
    }
}
