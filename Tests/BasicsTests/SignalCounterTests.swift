import Basics
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real signal handlers: no other test installs them, so sending signals here is safe.
///
/// Signals go to the process (`kill`), not the thread (`raise`): test threads block
/// signals, and a signal raised on one would wait there until the handlers are gone.
@Suite(.serialized) struct SignalCounterTests {
    /// Counts SIGTERMs in the handler the test installs before the counter's.
    static let earlier = Atomic<Int>(0)

    /// Waits (up to about 2 s) until `count()` reaches `expected`; returns the count.
    func wait(for expected: Int, _ count: () -> Int) -> Int {
        for _ in 0..<200 where count() < expected { usleep(10_000) }
        return count()
    }

    @Test func signalsAreCountedInsteadOfEndingTheProcess() {
        let counter = SignalCounter(ignoringBrokenPipe: true)
        counter.start()
        defer { counter.stop() }
        #expect(counter.count == 0)
        #expect(counter.request == .none)
        kill(getpid(), SIGINT)
        #expect(wait(for: 1) { counter.count } == 1)
        #expect(counter.request == .afterCurrent)
        kill(getpid(), SIGPIPE)  // ignored while counting
        kill(getpid(), SIGTERM)
        #expect(wait(for: 2) { counter.count } == 2)
        #expect(counter.request == .now)
    }

    /// Counters that overlap (tests run at once, a camera scan inside a command) share the
    /// handlers: the first to stop does not put back the defaults under the other, which a
    /// SIGPIPE or a Ctrl-C would then end the process with.
    @Test func aCounterThatStopsFirstLeavesTheOtherOneCounting() {
        let first = SignalCounter(ignoringBrokenPipe: true)
        let second = SignalCounter(ignoringBrokenPipe: true)
        first.start()
        second.start()
        first.stop()
        defer { second.stop() }
        kill(getpid(), SIGPIPE)  // still ignored: the process lives on
        kill(getpid(), SIGINT)
        #expect(wait(for: 1) { second.count } == 1)
    }

    @Test func eachStartCountsFromZero() {
        let counter = SignalCounter()
        counter.counting {
            kill(getpid(), SIGINT)
            _ = wait(for: 1) { counter.count }
        }
        counter.counting {
            #expect(counter.count == 0)
            #expect(counter.request == .none)
        }
    }

    @Test func stoppingPutsTheEarlierHandlersBack() {
        _ = Self.earlier.load(ordering: .relaxed)
        var mine = sigaction()
        mine.__sigaction_handler.sa_handler = { _ in SignalCounterTests.earlier.add(1, ordering: .relaxed) }
        var before = sigaction()
        sigaction(SIGTERM, &mine, &before)
        defer { sigaction(SIGTERM, &before, nil) }
        let counter = SignalCounter()
        counter.start()
        counter.stop()
        kill(getpid(), SIGTERM)
        #expect(wait(for: 1) { Self.earlier.load(ordering: .relaxed) } == 1)
        #expect(counter.count == 0)
    }

    @Test func aSignalTheParentIgnoredStaysIgnored() {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var before = sigaction()
        sigaction(SIGINT, &ignore, &before)
        defer { sigaction(SIGINT, &before, nil) }
        let counter = SignalCounter()
        counter.counting {
            var now = sigaction()
            sigaction(SIGINT, nil, &now)
            let handler = now.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
            #expect(handler == unsafeBitCast(SIG_IGN, to: Int.self))
        }
    }

    @Test func handlersResumeInterruptedCallsAndUnblockTheSignals() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        let counter = SignalCounter()
        counter.counting {
            var action = sigaction()
            sigaction(SIGTERM, nil, &action)
            #expect(action.sa_flags & SA_RESTART != 0)
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            #expect(sigismember(&mask, SIGTERM) == 0)
        }
    }
}
