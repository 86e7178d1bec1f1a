import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// The token goes over https, or over plain http to this machine only. Base URLs that
/// dress another host up as a loopback one are refused before anything is sent.
@Suite struct HardenInsecureURLTests {
    /// Fails the test if anything is ever sent.
    final class NeverSend: HTTPTransport {
        func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
            Issue.record("sent \(request.url)")
            throw .invalidURL(request.url)
        }
    }

    static func client(_ baseURL: String) throws(LookupError) -> DiscogsClient {
        try DiscogsClient(
            configuration: DiscogsConfiguration(baseURL: baseURL, token: "url-token", userAgent: "cdscan-tests"),
            transport: NeverSend(), limiter: RateLimiter(time: ManualClock()), time: ManualClock())
    }

    @Test(arguments: [
        "http://api.discogs.com",
        "HTTP://API.DISCOGS.COM",
        "http://127.0.0.1.nip.io:8080",
        "http://localhost.evil.example",
        "http://127.0.0.1@evil.example",
        "http://127.0.0.1:80@evil.example/",
        "http://localhost:pass@evil.example",
        "http://evil.example#@127.0.0.1",
        "http://evil.example?@localhost",
        "http://127.0.0.2:8080",
        "http://0x7f000001",
        "http://[::ffff:127.0.0.1]",
        "ftp://127.0.0.1",
        "file:///etc/passwd",
        "127.0.0.1:8080",
        "//127.0.0.1",
        "",
        "https://",
    ])
    func aBaseURLThatWouldSendTheTokenInTheClearOrNowhereIsRefused(_ baseURL: String) {
        #expect {
            _ = try Self.client(baseURL)
        } throws: { error in
            if case .insecureURL = error as? LookupError { true } else { false }
        }
    }

    @Test(arguments: [
        "https://api.discogs.com", "https://API.discogs.com:443", "http://127.0.0.1:8080", "http://localhost:1234",
        "http://[::1]:8080",
    ])
    func httpsAnywhereAndPlainHTTPToThisMachineAreAccepted(_ baseURL: String) throws {
        _ = try Self.client(baseURL)
    }

    /// Base URLs whose odd parts (userinfo, fragment, query) URLComponents and libcurl must
    /// read alike: the check accepts them because the host is 127.0.0.1, so libcurl must
    /// indeed send the request there and nowhere else.
    @Test(arguments: [
        "http://evil.example\\@127.0.0.1:PORT", "http://user:pw@127.0.0.1:PORT", "http://127.0.0.1:PORT#@evil.example",
        "http://127.0.0.1:PORT?@evil.example",
    ])
    func anAcceptedBaseURLReachesTheLoopbackHostItNames(_ pattern: String) throws {
        let server = FakeHTTPServer { _ in .json("{\"results\": []}") }
        let port = try server.start()
        defer { server.stop() }
        let client = try DiscogsClient(
            configuration: DiscogsConfiguration(
                baseURL: pattern.replacingOccurrences(of: "PORT", with: String(port)), token: "url-token",
                userAgent: "cdscan-tests"),
            transport: try CurlTransport(limits: .init(connectTimeout: 2, totalTimeout: 2)),
            limiter: RateLimiter(time: ManualClock()), time: ManualClock())
        _ = try? client.lookup(try GTIN(parsing: "029667431224"))
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.headers["Authorization"] == "Discogs token=url-token" })
    }
}
