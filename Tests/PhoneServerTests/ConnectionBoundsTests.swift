import Basics
internal import CCurl
import Foundation
import TestSupport
import Testing

@testable import PhoneServer

/// The bounds on the phone server's connections: how many, from one address, and how long,
/// against the real server (libmicrohttpd, TLS) on loopback addresses.
@Suite struct ConnectionBoundsTests {
    static let key = "0123456789abcdef0123456789abcdef"

    /// A server for a site with `key`, on a free port of 127.0.0.1, timed by `clock`.
    static func server(limits: ServerLimits, clock: any TimeSource) throws -> HTTPSServer {
        try PhoneLibraries.load()
        let site = PhoneSite(
            key: try #require(PairingKey(text: key)), inbox: FrameInbox(), board: PhoneBoard(), clock: clock)
        return try HTTPSServer(
            address: ListenAddress(host: "127.0.0.1", port: 0),
            identity: try TLSIdentity.selfSigned(now: 1_764_415_927),
            handler: site, limits: limits, clock: clock)
    }

    /// Whether a person's phone at `source` gets the page.
    static func pageIsServed(port: Int, to source: String) throws -> Bool {
        let request = try CurlRequest(url: "https://127.0.0.1:\(port)/?key=\(key)", from: source)
        return request.run(within: 30)?.status == 200
    }

    @Test func aBodyTrickledByteByByteIsCutOffWhileOthersAreServed() throws {
        let clock = ManualClock()
        let server = try Self.server(limits: .standard, clock: clock)
        let port = server.address.port
        let loris = try CurlRequest(
            url: "https://127.0.0.1:\(port)/frame", from: "127.0.0.3",
            headers: ["Cookie: cdscan_pair=\(Self.key)", "Content-Type: image/jpeg"], bodyLength: 100_000)
        // Each byte comes well within the idle timeout; once a few are in, the request's time is up.
        loris.trickled = { sent in if sent == 20 { clock.advance(by: Double(ServerLimits.standard.requestSeconds)) } }
        let outcome = try #require(loris.run(within: 60), "the trickled body was still being read after 60 s")
        #expect(outcome.code != CURLE_OK)
        #expect(outcome.sent < 100_000)
        #expect(try Self.pageIsServed(port: port, to: "127.0.0.4"))
    }

    @Test func connectionsPastTheAddressBoundAreClosedWhileOtherAddressesAreServed() throws {
        let limits = ServerLimits.standard
        let server = try Self.server(limits: limits, clock: ManualClock())
        let port = server.address.port
        let held = try (0..<limits.connectionsPerClient).map { _ in try RawConnection(port: port, from: "127.0.0.6") }
        let oneTooMany = try RawConnection(port: port, from: "127.0.0.6")
        #expect(oneTooMany.isClosedByServer(within: 20))
        #expect(try Self.pageIsServed(port: port, to: "127.0.0.7"))
        withExtendedLifetime(held) {}
    }

    /// Past the overall bound libmicrohttpd stops accepting: a new client waits in the system's
    /// queue, unserved, until a connection ends.
    @Test func connectionsPastTheOverallBoundWaitUntilOneEnds() throws {
        var limits = ServerLimits.standard
        (limits.connections, limits.connectionsPerClient) = (4, 4)
        let server = try Self.server(limits: limits, clock: ManualClock())
        let port = server.address.port
        var held = try (0..<4).map { try RawConnection(port: port, from: "127.0.0.\(10 + $0)") }
        let waiting = try CurlRequest(url: "https://127.0.0.1:\(port)/?key=\(Self.key)", from: "127.0.0.20")
        #expect(waiting.run(within: 2) == nil, "served past the bound of 4 connections")
        held.removeFirst()
        #expect(waiting.run(within: 30)?.status == 200)
        withExtendedLifetime(held) {}
    }
}

@Suite struct ConnectionDeadlinesTests {
    @Test func aConnectionThatAnswersInTimeIsKeptAndOneThatDoesNotIsCutOnce() {
        var deadlines = ConnectionDeadlines(requestSeconds: 30, lifetimeSeconds: 300)
        deadlines.opened(1, descriptor: 7, at: 0)
        deadlines.opened(2, descriptor: 8, at: 0)
        deadlines.answered(1, at: 20)
        #expect(deadlines.overdue(at: 29).isEmpty)
        #expect(deadlines.overdue(at: 30) == [8])
        #expect(deadlines.overdue(at: 31).isEmpty)
        #expect(deadlines.overdue(at: 50) == [7])
    }

    @Test func aBusyConnectionIsCutAtItsLifetime() {
        var deadlines = ConnectionDeadlines(requestSeconds: 30, lifetimeSeconds: 300)
        deadlines.opened(1, descriptor: 7, at: 0)
        for second in stride(from: 10.0, through: 290, by: 10) {
            deadlines.answered(1, at: second)
            #expect(deadlines.overdue(at: second).isEmpty)
        }
        #expect(deadlines.overdue(at: 300) == [7])
    }

    @Test func aClosedConnectionIsForgottenAndItsSocketNeverReported() {
        var deadlines = ConnectionDeadlines(requestSeconds: 30, lifetimeSeconds: 300)
        deadlines.opened(1, descriptor: 7, at: 0)
        deadlines.closed(1)
        #expect(deadlines.count == 0)
        #expect(deadlines.overdue(at: 1000).isEmpty)
        deadlines.answered(1, at: 5)
        #expect(deadlines.count == 0)
    }
}
