import Foundation

/// Tells the time and waits; everything in cdscan that reads a clock or waits goes through one.
///
/// Rate limiting, backoff, progress rates and the camera's timeout read the
/// monotonic `now()`; timestamps that are stored and compared across runs (the
/// catalog's `scanned_at`, cache ages) read the wall clock `date()`. Tests pass a
/// manual clock (TestSupport's `ManualClock`), so a 60-second rate window or a
/// 6-hour cache age is checked in microseconds and never depends on the load of
/// the machine.
package protocol TimeSource: Sendable {
    /// Seconds on a monotonic clock (never jumps with the wall clock).
    func now() -> Double
    /// The wall-clock time, for timestamps people read and ages that outlive the process.
    func date() -> Date
    /// Waits `seconds` (returns at once for zero or less).
    func sleep(seconds: Double)
    /// Waits `seconds` for `reason`; a clock that tells a person about waits (`NoticedWaits`) reads it.
    func sleep(seconds: Double, for reason: WaitReason)
}

extension TimeSource {
    /// Waits `seconds`; the reason matters only to a clock that tells of its waits.
    package func sleep(seconds: Double, for reason: WaitReason) { sleep(seconds: seconds) }
}

/// What a wait is for, so that a person watching can be told.
package enum WaitReason: Sendable, Equatable {
    /// A request waits for room in a service's rate-limit window (or a 429's `Retry-After`).
    case rateLimit
    /// A request that failed waits before it is tried again.
    case retry
}

/// The real clock: CLOCK_MONOTONIC, the system's wall clock, and `nanosleep` (resumed after signals).
package struct SystemClock: TimeSource {
    package init() {}

    package func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    package func date() -> Date { Date() }

    package func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1, errno == EINTR {
            request = remaining
        }
    }
}
