import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// How firmly the person asked a long run to stop.
package enum InterruptRequest: Int, Sendable, Comparable {
    /// Carry on.
    case none
    /// One Ctrl-C or SIGTERM: stop once the work in flight has finished.
    case afterCurrent
    /// A second one: stop now, leaving the work in flight.
    case now

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Counts SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal closed) while it is started, instead of letting them end the
/// process, so a batch can save its work and a camera scan can restore the terminal.
///
/// The handler only adds to an atomic counter (nothing else is async-signal-safe);
/// the work polls `count` or `request` between steps. The handler is installed
/// with `SA_RESTART`, so most calls it interrupts resume by themselves (the rest
/// go through `SystemCall.retryingEINTR`). A signal the parent set to be ignored
/// stays ignored (a shell's background job ignores SIGINT so that Ctrl-C is not
/// for it); a blocked one is unblocked on the calling thread: some launchers
/// (Foundation's `Process` on Linux) start children with nearly every signal
/// blocked, and Ctrl-C could then never stop the run.
///
/// Handlers are process-wide, so counters share them: the first counter to start installs
/// them and the last to stop puts back what was there before, whatever order counters that
/// overlap (the tests run many at once) start and stop in.
package final class SignalCounter: InterruptCounter {
    private struct State: Sendable {
        /// The process-wide count when `start` was called.
        var base = 0
        /// Whether this counter is started (and holds a share of the installation).
        var started = false
    }

    /// The handlers the counters installed, and those they replaced, for the whole process.
    private struct Installation: Sendable {
        /// Started counters, and those of them that ignore SIGPIPE.
        var counters = 0
        var pipeIgnorers = 0
        /// The handlers the first counter replaced, by signal.
        var previous: [Int32: sigaction] = [:]
        /// The signals that have cdscan's handler (not those the parent ignores).
        var handled = sigset_t()
    }

    /// Signals received by the handler since the process started (handlers are process-wide).
    private static let received = Atomic<Int>(0)
    /// The first of them (0: none yet), which chooses the exit status: 130, 143 or 129.
    private static let first = Atomic<Int32>(0)
    private static let installation = Mutex(Installation())
    /// Whether a second stop signal ends the process within a second even when the run is
    /// stuck in a call that never returns (`endProcessOnSecondSignal()`; the cdscan process
    /// alone, never a test runner that counts signals).
    private static let endsOnSecond = Atomic<Bool>(false)

    /// From now on, a second stop signal while counters are started ends the process with
    /// 128 + the first's number within a second, whatever the run is doing: the graceful stop
    /// (`InterruptRequest.now`) has that second; then `SIGALRM`'s handler calls `_exit`. A run
    /// blocked in `open()` of a FIFO no one writes, or in a write to a pipe no one reads,
    /// restarts the call after each signal (`SA_RESTART`) and would otherwise never stop.
    package static func endProcessOnSecondSignal() {
        endsOnSecond.store(true, ordering: .sequentiallyConsistent)
    }
    private let state = Mutex(State())
    private let ignoresBrokenPipe: Bool

    /// A counter, not yet started.
    ///
    /// - Parameter ignoringBrokenPipe: also ignore SIGPIPE while started, so that a
    ///   reader that goes away (`cdscan scan -c | head -1`) makes writes fail quietly
    ///   instead of killing the process with the terminal in a strange state.
    package init(ignoringBrokenPipe: Bool = false) {
        self.ignoresBrokenPipe = ignoringBrokenPipe
    }

    deinit { stop() }

    /// Starts counting (from zero) with cdscan's handlers installed.
    package func start() {
        // Touching the counter first makes sure it exists before a handler can.
        let base = Self.received.load(ordering: .sequentiallyConsistent)
        let joins = state.withLock { state in
            defer { (state.base, state.started) = (base, true) }
            return !state.started
        }
        var handled = Self.installation.withLock { installation in
            if joins { Self.join(&installation, ignoringBrokenPipe: ignoresBrokenPipe) }
            return installation.handled
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Puts back the handlers there were before `start` once no other counter is started
    /// (normally: end the process). Safe to call twice.
    package func stop() {
        let leaves = state.withLock { state in
            defer { state.started = false }
            return state.started
        }
        guard leaves else { return }
        Self.installation.withLock { installation in
            installation.counters -= 1
            if ignoresBrokenPipe { installation.pipeIgnorers -= 1 }
            var restored: [Int32] = []
            if installation.counters == 0 {
                alarm(0)  // the run ended by itself after all
                restored += Self.stopSignals + [SIGALRM]
            }
            if ignoresBrokenPipe && installation.pipeIgnorers == 0 { restored.append(SIGPIPE) }
            for signal in restored {
                guard var action = installation.previous.removeValue(forKey: signal) else { continue }
                sigaction(signal, &action, nil)
            }
            if installation.counters == 0 { sigemptyset(&installation.handled) }
        }
    }

    /// One more started counter: the first installs the handlers, the first that ignores
    /// SIGPIPE ignores it.
    private static func join(_ installation: inout Installation, ignoringBrokenPipe: Bool) {
        if installation.counters == 0 {
            sigemptyset(&installation.handled)
            for signal in Self.stopSignals {
                var old = sigaction()
                guard sigaction(signal, nil, &old) == 0, !isIgnored(old) else { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in
                    _ = SignalCounter.first.compareExchange(
                        expected: 0, desired: signal, ordering: .sequentiallyConsistent)
                    let count = SignalCounter.received.add(1, ordering: .sequentiallyConsistent).newValue
                    // alarm() is async-signal-safe; the graceful stop has this second, then SIGALRM ends it.
                    if count >= 2, SignalCounter.endsOnSecond.load(ordering: .sequentiallyConsistent) { alarm(1) }
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                if sigaction(signal, &action, nil) == 0 {
                    installation.previous[signal] = old
                    sigaddset(&installation.handled, signal)
                }
            }
        }
        if installation.counters == 0, endsOnSecond.load(ordering: .sequentiallyConsistent) {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                _exit(128 + SignalCounter.first.load(ordering: .sequentiallyConsistent))
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(SIGALRM, &action, &old) == 0 {
                installation.previous[SIGALRM] = old
                sigaddset(&installation.handled, SIGALRM)
            }
        }
        installation.counters += 1
        guard ignoringBrokenPipe else { return }
        if installation.pipeIgnorers == 0 {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var old = sigaction()
            if sigaction(SIGPIPE, &ignore, &old) == 0 { installation.previous[SIGPIPE] = old }
        }
        installation.pipeIgnorers += 1
    }

    /// Signals received since the last `start`.
    package var count: Int {
        Self.received.load(ordering: .sequentiallyConsistent) - state.withLock { $0.base }
    }

    /// The signals that stop a run at its next safe point: Ctrl-C, a service manager's
    /// SIGTERM, and the SIGHUP of a terminal that was closed.
    package static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The first stop signal that arrived while any counter was started (nil: none): the process
    /// ends with 128 + its number (130, 143, 129), as shells and service managers expect.
    package static var firstSignal: Int32? {
        let signal = first.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
