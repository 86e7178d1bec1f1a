import FakeServices
import Foundation
import Lookup
import Testing

/// libcurl against servers that misbehave below the HTTP status line.
@Suite struct TransportFaultTests {
    @Test func aSelfSignedCertificateIsRefusedWithAClearMessage() throws {
        let server = try SelfSignedTLSServer()
        let transport = try CurlTransport(limits: .init(connectTimeout: 5, totalTimeout: 5))
        #expect {
            _ = try transport.send(HTTPRequest(url: server.baseURL + "/database/search?barcode=1"))
        } throws: { error in
            guard case .tls(let host, let reason) = error as? TransportError else { return false }
            return host == "127.0.0.1" && reason.lowercased().contains("certificate")
        }
    }

    @Test func aConnectionResetMidBodyIsAFailureNotAShortBody() throws {
        let server = FakeHTTPServer { _ in .json(String(repeating: "[1,", count: 20_000) + "1]").reset(afterBytes: 1000)
        }
        try server.start()
        defer { server.stop() }
        #expect(throws: TransportError.self) {
            _ = try CurlTransport().send(HTTPRequest(url: server.baseURL + "/x"))
        }
    }

    @Test func aTricklingBodyIsCutOffByTheTotalTimeout() throws {
        let server = FakeHTTPServer { _ in
            .json(String(repeating: " ", count: 10_000) + "{}").trickled(chunkSize: 8, interval: 0.05)
        }
        try server.start()
        defer { server.stop() }
        let transport = try CurlTransport(limits: .init(connectTimeout: 1, totalTimeout: 0.4))
        #expect(throws: TransportError.timedOut(host: "127.0.0.1", seconds: 0.4)) {
            _ = try transport.send(HTTPRequest(url: server.baseURL + "/x"))
        }
    }

    @Test func aRefusedConnectionSaysSo() throws {
        let server = FakeHTTPServer { _ in .json("{}") }
        try server.start()
        let url = server.baseURL + "/x"
        server.stop()
        #expect {
            _ = try CurlTransport().send(HTTPRequest(url: url))
        } throws: { error in
            guard case .couldNotConnect(let host, _) = error as? TransportError else { return false }
            return host == "127.0.0.1"
        }
    }

    @Test func redirectsAreNotFollowedByTheTransport() throws {
        let target = FakeHTTPServer { _ in .json("{}") }
        try target.start()
        defer { target.stop() }
        let server = FakeHTTPServer { _ in .redirect(to: target.baseURL + "/stolen") }
        try server.start()
        defer { server.stop() }
        let response = try CurlTransport().send(
            HTTPRequest(url: server.baseURL + "/x", headers: [("Authorization", "Discogs token=secret")]))
        #expect(response.status == 302)
        #expect(target.requests.isEmpty)
    }
}
