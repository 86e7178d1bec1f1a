import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Counts the Ctrl-C (SIGINT) and SIGTERM signals that arrived during a scan.
protocol InterruptCounter: AnyObject {
    /// Signals received since the counter was made.
    var count: Int { get }
}

/// Catches SIGINT and SIGTERM for as long as it lives, so the scan can restore
/// the terminal and print its summary instead of dying mid-frame.
///
/// The handler only increments an atomic counter, which is async-signal-safe;
/// the frame loop reads it between frames. SIGPIPE is ignored meanwhile.
/// `restore()` puts the previous handlers back.
final class TerminalInterrupts: InterruptCounter {
    private static let received = Atomic<Int>(0)
    private let base: Int
    private var previous: [(signal: Int32, action: sigaction)] = []

    init() {
        // Reading the counter first makes sure it exists before a handler can touch it.
        base = Self.received.load(ordering: .relaxed)
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                TerminalInterrupts.received.add(1, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            // Calls interrupted by the signal are retried where they are made (the camera's poll);
            // the loop reads the counter after each frame.
            action.sa_flags = 0
            install(action, for: signal)
        }
        // A reader that goes away (`cdscan scan -c | head -1`) must not kill the scan with the
        // terminal still in the preview: writes fail quietly instead, and Ctrl-C still ends it.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        install(ignore, for: SIGPIPE)
    }

    private func install(_ action: sigaction, for signal: Int32) {
        var action = action
        var old = sigaction()
        if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
    }

    var count: Int { Self.received.load(ordering: .relaxed) - base }

    /// Puts back the handlers there were before (normally the default: end the process).
    func restore() {
        for (signal, action) in previous {
            var old = action
            sigaction(signal, &old, nil)
        }
        previous.removeAll()
    }

    deinit { restore() }
}
