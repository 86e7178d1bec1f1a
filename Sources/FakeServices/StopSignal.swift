import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-way signal that wakes every thread waiting on it: a pipe that becomes readable for good.
///
/// Delays, hangs and the accept loop all wait through `poll` on the pipe, so
/// `fire()` ends them at once and `stop()` never waits out a scripted delay.
final class StopSignal: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            Socket.closeOnExec(ends[0])
            Socket.closeOnExec(ends[1])
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// The read end, for a `poll` set.
    var pollDescriptor: pollfd {
        pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
    }

    /// Wakes every waiter, now and later.
    func fire() {
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// How a wait ended.
    enum WaitOutcome: Equatable {
        /// The time ran out.
        case elapsed
        /// `fire()` was called.
        case stopped
        /// The watched client closed its connection; answering it is pointless.
        case peerClosed
    }

    /// Sleeps up to `seconds` (nil: until stopped), ending early when `fire()` is called or
    /// when the client on `peer` hangs up, so hung answers free their thread when the client gives up.
    @discardableResult
    func wait(seconds: Double?, watching peer: Int32? = nil) -> WaitOutcome {
        let deadline = seconds.map { ContinuousClock.now + .milliseconds(Int(($0 * 1000).rounded(.up))) }
        var watched = peer
        while true {
            var fds = [pollDescriptor]
            if let watched { fds.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0)) }
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline).components
                timeout = Int32(clamping: max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
            }
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .stopped
            }
            if fds[0].revents != 0 { return .stopped }
            if let fd = watched, fds[1].revents != 0 {
                if Socket.peerHasClosed(fd) { return .peerClosed }
                // Pipelined bytes of the next request: they wait in the buffer; stop watching.
                watched = nil
            }
            if ready == 0, let deadline, ContinuousClock.now >= deadline { return .elapsed }
        }
    }
}
