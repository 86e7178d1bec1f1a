import Basics
import Foundation
import Synchronization

/// The fuzz targets' clock: sleeping moves it forward at once, so rate limits and backoff
/// cost no time. (The tests' `ManualClock` lives in TestSupport, which is not built here.)
final class VirtualClock: TimeSource {
    private let current = Mutex(1000.0)

    func now() -> Double { current.withLock { $0 } }
    func date() -> Date { Date(timeIntervalSince1970: 1_764_415_927 + now()) }
    func sleep(seconds: Double) { current.withLock { $0 += max(0, seconds) } }
}
