/// Counts the stops a person asked for (Ctrl-C, SIGTERM, SIGHUP) while it is started: the
/// process's `SignalCounter`, or a test's script. Commands get theirs from their context's
/// `StopSignals` (Workflows), whatever they run: a batch, a scan, an import, an export.
package protocol InterruptCounter: AnyObject, Sendable {
    /// Stops asked for since the last `start`.
    var count: Int { get }
    /// Starts counting, from zero.
    func start()
    /// Stops counting: the stops are fatal again (the process's default).
    func stop()
}

extension InterruptCounter {
    /// What the stops asked for since the last `start` ask for.
    package var request: InterruptRequest {
        switch count {
        case ..<1: .none
        case 1: .afterCurrent
        default: .now
        }
    }

    /// Runs `body` with the counter started, and stops it afterwards.
    package func counting<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        start()
        defer { stop() }
        return try body()
    }
}

/// No stop is ever asked for: a command run in-process, by a test, does not take the test
/// runner's signals.
package final class NoInterrupts: InterruptCounter {
    package init() {}
    package var count: Int { 0 }
    package func start() {}
    package func stop() {}
}
