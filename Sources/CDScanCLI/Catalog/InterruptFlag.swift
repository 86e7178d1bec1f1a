import Cataloging
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// SIGINT and SIGTERM during `cdscan catalog`, counted by a handler that only
/// adds to an atomic (nothing else is async-signal-safe); the batch polls it.
enum InterruptFlag {
    /// Starts counting the signals (from zero); returns what to give `restore`.
    ///
    /// A signal the parent set to be ignored stays ignored (a shell's background
    /// job ignores SIGINT so that Ctrl-C is not for it). A blocked one is
    /// unblocked: some launchers (Foundation's `Process` on Linux) start children
    /// with nearly every signal blocked, and then Ctrl-C could never stop the batch.
    static func install() -> [Int32: sigaction] {
        signalCount.store(0, ordering: .sequentiallyConsistent)  // initialises the global before any signal can
        var previous: [Int32: sigaction] = [:]
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM] {
            var old = sigaction()
            guard sigaction(signal, nil, &old) == 0, !isIgnored(old) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                signalCount.add(1, ordering: .sequentiallyConsistent)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            if sigaction(signal, &action, nil) == 0 {
                previous[signal] = old
                sigaddset(&unblock, signal)
            }
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return previous
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts back the handlers `install` replaced.
    static func restore(_ previous: [Int32: sigaction]) {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
    }

    /// What the signals received since `install` ask for.
    static var request: InterruptRequest {
        switch signalCount.load(ordering: .sequentiallyConsistent) {
        case 0: .none
        case 1: .afterCurrent
        default: .now
        }
    }
}

private let signalCount = Atomic<Int>(0)
