import Barcode
import Basics
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import Lookup

/// Aborting a request in flight through libcurl's progress callback, against a fake
/// server whose answer never comes (it holds the response until the client hangs up or
/// the server stops).
@Suite struct TransportCancellationTests {
    /// Far beyond how long an abort takes (a twentieth of a second once cancelled): the
    /// watchdog stops the fake after this, which would end the request another way.
    static let watchdogSeconds = 30.0

    /// Runs `body` with a watchdog that stops `server` should the body still wait after
    /// `watchdogSeconds`, so a broken abort fails the test instead of hanging it.
    func withWatchdog<Result>(stopping server: FakeHTTPServer, _ body: () throws -> Result) rethrows -> Result {
        let watchdog = DispatchWorkItem { server.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.watchdogSeconds, execute: watchdog)
        defer { watchdog.cancel() }
        return try body()
    }

    /// Cancels `token` from another thread once `server` has received a request.
    func cancel(_ token: CancellationToken, onceRequested server: FakeHTTPServer) {
        Thread {
            for _ in 0..<3000 where server.requests.isEmpty { usleep(10_000) }
            token.cancel()
        }.start()
    }

    /// Waits (polling, at most ten seconds) until the server has seen `count` clients hang up.
    func waitForHangUps(_ count: Int, on server: FakeHTTPServer) -> Int {
        for _ in 0..<1000 where server.hungUpByClientCount < count { usleep(10_000) }
        return server.hungUpByClientCount
    }

    @Test func aRequestThatHangsIsAbortedWhenTheTokenIsCancelled() throws {
        let server = FakeHTTPServer { _ in .hang }
        try server.start()
        defer { server.stop() }
        let token = CancellationToken()
        // Timeouts longer than the watchdog: only the abort can end the request in time.
        let transport = try CurlTransport(limits: .init(connectTimeout: 60, totalTimeout: 120), cancellation: token)
        cancel(token, onceRequested: server)
        let error = withWatchdog(stopping: server) {
            #expect(throws: TransportError.self) { try transport.send(HTTPRequest(url: server.baseURL + "/x")) }
        }
        #expect(error == .interrupted(host: "127.0.0.1"))
        // The client closed the connection: the fake's hang ended because it hung up, not because it stopped.
        #expect(waitForHangUps(1, on: server) == 1)
        #expect(server.requests.count == 1)
    }

    @Test func aCancelledTransportSendsNothingMore() throws {
        let server = FakeHTTPServer { _ in .json("{}") }
        try server.start()
        defer { server.stop() }
        let token = CancellationToken()
        let transport = try CurlTransport(cancellation: token)
        #expect(try transport.send(HTTPRequest(url: server.baseURL + "/before")).status == 200)
        token.cancel()
        #expect(throws: TransportError.interrupted(host: "127.0.0.1")) {
            try transport.send(HTTPRequest(url: server.baseURL + "/after"))
        }
        #expect(server.requests.map(\.path) == ["/before"])
    }

    @Test func anAbortedLookupIsAnInterruptionNotANetworkFailureAndIsNotRetried() throws {
        var catalog = DiscogsCatalog()
        let barcode = try #require(catalog.addSyntheticReleases(count: 1).first)
        let discogs = FakeDiscogs(catalog: catalog)
        try discogs.start()
        defer { discogs.stop() }
        discogs.script(barcode: barcode, [.hang, .hang, .hang])
        let token = CancellationToken()
        let time = ManualClock()
        let client = try DiscogsClient(
            configuration: DiscogsConfiguration(
                baseURL: discogs.baseURL, token: FakeDiscogs.defaultToken, userAgent: "cdscan-tests/1.0"),
            transport: try CurlTransport(limits: .init(connectTimeout: 60, totalTimeout: 120), cancellation: token),
            limiter: RateLimiter(time: time), retry: RetryPolicy(random: { 0.5 }), time: time)
        Thread {
            for _ in 0..<3000 where discogs.requests.isEmpty { usleep(10_000) }
            token.cancel()
        }.start()
        let watchdog = DispatchWorkItem { discogs.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.watchdogSeconds, execute: watchdog)
        defer { watchdog.cancel() }
        #expect(throws: LookupError.interrupted(service: .discogs)) { try client.lookup(try GTIN(parsing: barcode)) }
        #expect(discogs.requests.count == 1)
        #expect(client.requestCount == 1)
        #expect(time.sleeps.isEmpty)
    }
}
