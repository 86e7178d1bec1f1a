import Basics
import Dispatch
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Closes the server's connections that overstay (`ConnectionDeadlines`): a timer looks at them
/// every `sweepSeconds` and shuts down the socket of each one overdue, which libmicrohttpd then
/// sees as the client's end and closes as usual.
///
/// The socket is shut down, never closed, and only while the lock is held: libmicrohttpd tells
/// of a connection's end (`closed`, under the same lock) before it closes its socket, so a
/// descriptor in the ledger is always still the connection's own, never one reused since.
final class ConnectionWatch: Sendable {
    private let deadlines: Mutex<ConnectionDeadlines>
    private let clock: any TimeSource
    /// The timer that runs `sweep`, until `stop`.
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    init(limits: ServerLimits, clock: any TimeSource) {
        deadlines = Mutex(
            ConnectionDeadlines(
                requestSeconds: Double(limits.requestSeconds), lifetimeSeconds: Double(limits.lifetimeSeconds)))
        self.clock = clock
        // A quarter of the shorter bound, at most a second: a connection is cut soon after its time.
        let interval = min(1, Double(min(limits.requestSeconds, limits.lifetimeSeconds)) / 4)
        timer.withLock { slot in
            let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "cdscan.phone.connections"))
            source.schedule(deadline: .now() + interval, repeating: interval)
            source.setEventHandler { [weak self] in self?.sweep() }
            source.resume()
            slot = source
        }
    }

    /// Shuts down the sockets of the connections overdue now.
    private func sweep() {
        let now = clock.now()
        deadlines.withLock { ledger in
            for descriptor in ledger.overdue(at: now) { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    /// Stops the timer (before the server stops).
    func stop() {
        timer.withLock {
            $0?.cancel()
            $0 = nil
        }
    }

    func opened(_ connection: OpaquePointer, descriptor: Int32) {
        let now = clock.now()
        deadlines.withLock { $0.opened(UInt(bitPattern: connection), descriptor: descriptor, at: now) }
    }

    func answered(_ connection: OpaquePointer) {
        let now = clock.now()
        deadlines.withLock { $0.answered(UInt(bitPattern: connection), at: now) }
    }

    func closed(_ connection: OpaquePointer) {
        deadlines.withLock { $0.closed(UInt(bitPattern: connection)) }
    }
}
