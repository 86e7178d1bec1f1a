/// When each of the server's open connections has overstayed, on the two bounds libmicrohttpd
/// does not keep itself.
///
/// libmicrohttpd closes a connection that stays silent for its idle timeout, but each byte
/// that arrives starts that timeout again: a client that trickles a byte every few seconds
/// (a slow loris, in the TLS handshake, the head or the body) would hold its connection, and
/// one of the few a client may have, for as long as it likes. So every connection must also
/// finish a request within `requestSeconds` of its opening or of its last answer, and no
/// connection lives longer than `lifetimeSeconds` whatever it does.
///
/// A pure value: the times are given, so the rule is tested without a socket or a clock.
package struct ConnectionDeadlines: Sendable, Equatable {
    /// A connection's socket and its times.
    struct Entry: Sendable, Equatable {
        var descriptor: Int32
        var opened: Double
        /// Its opening, then the end of its last request.
        var lastAnswer: Double
        /// Whether it was already reported overdue (it is being closed).
        var cut = false
    }

    /// Seconds a connection has, from its opening or its last answer, to finish a request.
    let requestSeconds: Double
    /// Seconds a connection may stay open, however busy.
    let lifetimeSeconds: Double
    private(set) var entries: [UInt: Entry] = [:]

    package init(requestSeconds: Double, lifetimeSeconds: Double) {
        (self.requestSeconds, self.lifetimeSeconds) = (requestSeconds, lifetimeSeconds)
    }

    /// How many connections are open.
    package var count: Int { entries.count }

    /// Connection `id` (libmicrohttpd's pointer) opened at `time` on `descriptor`.
    package mutating func opened(_ id: UInt, descriptor: Int32, at time: Double) {
        entries[id] = Entry(descriptor: descriptor, opened: time, lastAnswer: time)
    }

    /// Connection `id` finished a request at `time`.
    package mutating func answered(_ id: UInt, at time: Double) {
        entries[id]?.lastAnswer = time
    }

    /// Connection `id` is closed: its socket is no longer its own, and is forgotten.
    package mutating func closed(_ id: UInt) {
        entries[id] = nil
    }

    /// The sockets of the connections past a bound at `time`, each reported once.
    mutating func overdue(at time: Double) -> [Int32] {
        var late: [Int32] = []
        for (id, entry) in entries where !entry.cut {
            if time - entry.lastAnswer >= requestSeconds || time - entry.opened >= lifetimeSeconds {
                entries[id]?.cut = true
                late.append(entry.descriptor)
            }
        }
        return late.sorted()
    }
}
