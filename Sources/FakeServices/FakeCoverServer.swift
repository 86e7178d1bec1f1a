import Foundation
import Synchronization

/// A loopback stand-in for the image servers: Discogs' image URLs and the Cover Art Archive.
///
/// - `/images/NAME` serves the image registered under NAME (404 for any other), as
///   `image/png` or `image/webp` when NAME ends so, else `image/jpeg`.
/// - `/slow/NAME` serves it after `slowDelay` seconds of real waiting.
/// - `/flaky/NAME` answers 503 the first time it is asked, `/busy/NAME` 429; then the image.
/// - `/limited/NAME` answers 429 every time (a host that keeps limiting the rate).
/// - `/release/MBID/front-250` answers as the Cover Art Archive does: a 307 to `/images/MBID.jpg`.
/// - `/redirect?to=URL` answers a 302 to URL, wherever it points.
/// Every request is recorded, so tests can assert what was (not) sent.
package final class FakeCoverServer: Sendable {
    private let server: FakeHTTPServer

    /// - Parameters:
    ///   - images: the bytes served under each name.
    ///   - slowDelay: how long `/slow/` answers wait.
    package init(images: [String: Data], slowDelay: Double = 5) {
        let refused = Refusals()
        server = FakeHTTPServer { request in
            let parts = request.path.split(separator: "/").map(String.init)
            switch parts.first {
            case "flaky" where parts.count == 2, "busy" where parts.count == 2:
                guard refused.first(request.path) else { return Self.image(images[parts[1]], name: parts[1]) }
                return parts[0] == "busy"
                    ? .text("slow down", status: 429) : .html("<h1>503 Service Unavailable</h1>", status: 503)
            case "limited" where parts.count == 2:
                return .text("slow down", status: 429)
            case "redirect" where parts.count == 1:
                guard let target = request.queryItems.first(where: { $0.name == "to" })?.value else {
                    return .text("no target", status: 400)
                }
                return .redirect(to: target, status: 302)
            case "images" where parts.count == 2:
                return Self.image(images[parts[1]], name: parts[1])
            case "slow" where parts.count == 2:
                return Self.image(images[parts[1]], name: parts[1]).delayed(by: slowDelay)
            case "release" where parts.count == 3:
                return .redirect(to: "/images/\(parts[1]).jpg", status: 307)
            default:
                return .text("no such image", status: 404)
            }
        }
    }

    /// The paths refused once already.
    private final class Refusals: Sendable {
        private let seen = Mutex<Set<String>>([])

        /// Whether `path` is asked for the first time (and is to be refused).
        func first(_ path: String) -> Bool { seen.withLock { $0.insert(path).inserted } }
    }

    private static func image(_ bytes: Data?, name: String) -> FakeResponse {
        guard let bytes else { return .text("no such image", status: 404) }
        let type =
            name.hasSuffix(".png") ? "image/png" : name.hasSuffix(".webp") ? "image/webp" : "image/jpeg"
        return FakeResponse(headers: ["Content-Type": type], body: bytes)
    }

    /// Listens on 127.0.0.1 (a free port) and returns the port.
    @discardableResult
    package func start() throws(FakeServerError) -> Int { try server.start() }

    package func stop() { server.stop() }

    /// "http://127.0.0.1:PORT".
    package var baseURL: String { server.baseURL }

    /// Every request received so far.
    package var requests: [RecordedRequest] { server.requests }

    package func clearRequests() { server.clearRequests() }
}
