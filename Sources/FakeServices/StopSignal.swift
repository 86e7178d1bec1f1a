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

    /// Whether `fire()` was called.
    var hasFired: Bool {
        !wait(seconds: 0)
    }

    /// Sleeps up to `seconds` (nil: forever); returns false when woken by `fire()` instead.
    @discardableResult
    func wait(seconds: Double?) -> Bool {
        let deadline = seconds.map { ContinuousClock.now + .milliseconds(Int(($0 * 1000).rounded(.up))) }
        var fds = [pollDescriptor]
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                timeout = Int32(clamping: max(0, milliseconds))
            }
            let ready = poll(&fds, 1, timeout)
            if ready > 0 { return false }
            if ready == 0, timeout == 0 || deadline.map({ ContinuousClock.now >= $0 }) == true { return true }
            if ready < 0, errno != EINTR { return true }
        }
    }
}
