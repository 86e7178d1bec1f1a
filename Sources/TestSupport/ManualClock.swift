import Basics
import Foundation
import Synchronization

/// A clock for tests that moves only when told: `sleep` moves it forward and is recorded.
///
/// The monotonic `now()` and the wall-clock `date()` move together, so a test
/// can check a rate window, a backoff and a cache age with the same clock.
package final class ManualClock: TimeSource {
    private struct State {
        var current: Double
        var slept: [Double] = []
    }

    private let state: Mutex<State>
    private let start: Double
    private let startDate: Date

    /// A clock reading `start` seconds (monotonic) and `date` (wall clock); the
    /// default date is 2025-11-29T11:32:07Z, a fixed point so stored timestamps are known.
    package init(start: Double = 1000, date: Date = Date(timeIntervalSince1970: 1_764_415_927)) {
        state = Mutex(State(current: start))
        self.start = start
        startDate = date
    }

    package func now() -> Double { state.withLock { $0.current } }

    package func date() -> Date { startDate.addingTimeInterval(now() - start) }

    package func sleep(seconds: Double) {
        state.withLock { state in
            state.slept.append(seconds)
            state.current += max(0, seconds)
        }
    }

    /// Moves time forward without recording a sleep (time passing elsewhere).
    package func advance(by seconds: Double) { state.withLock { $0.current += seconds } }

    /// Every wait asked for, in order.
    package var sleeps: [Double] { state.withLock { $0.slept } }
}
