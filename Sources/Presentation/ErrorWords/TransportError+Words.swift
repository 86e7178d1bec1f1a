import Lookup

/// How `TransportError` is said to a person (the error holds the data: Lookup words nothing).
extension TransportError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .couldNotConnect(let host, let reason): "could not connect to \(host): \(reason)"
        case .couldNotResolve(let host, let reason): "could not resolve the host name \(host): \(reason)"
        case .timedOut(let host, let seconds): "\(host) did not answer within \(Self.format(seconds)) s"
        case .tls(let host, let reason): "secure connection to \(host) failed: \(reason)"
        case .bodyTooLarge(let host, let limit): "\(host) sent more than \(limit / 1_048_576) MiB; gave up reading"
        case .invalidURL(let url): "\(url) is not a valid http or https URL"
        case .failed(let host, let reason): "request to \(host) failed: \(reason)"
        case .interrupted(let host): "the request to \(host) was interrupted"
        }
    }

    /// "5", "2.5": seconds as a person writes them.
    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
