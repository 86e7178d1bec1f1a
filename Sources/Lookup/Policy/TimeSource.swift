import Foundation

/// Tells the time and waits; everything in cdscan that waits goes through one.
///
/// Rate limiting and backoff need both, and tests need neither to be real:
/// `ManualTimeSource` advances a virtual clock instead of sleeping, so a test
/// of a 60-second window runs in microseconds and never depends on the load
/// of the machine.
public protocol TimeSource: Sendable {
    /// Seconds on a monotonic clock (never jumps with the wall clock).
    func now() -> Double
    /// Waits `seconds` (returns at once for zero or less).
    func sleep(seconds: Double)
}

/// The real clock: CLOCK_MONOTONIC and `nanosleep` (retried after signals).
public struct SystemTimeSource: TimeSource {
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    public func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1, errno == EINTR {
            request = remaining
        }
    }
}

/// A virtual clock for tests: `sleep` moves time forward and is recorded.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Double
    private var slept: [Double] = []

    public init(start: Double = 1000) { current = start }

    public func now() -> Double { lock.withLock { current } }

    public func sleep(seconds: Double) {
        lock.withLock {
            slept.append(seconds)
            current += max(0, seconds)
        }
    }

    /// Moves time forward without recording a sleep (time passing elsewhere).
    public func advance(by seconds: Double) { lock.withLock { current += seconds } }

    /// Every wait asked for, in order.
    public var sleeps: [Double] { lock.withLock { slept } }
}
