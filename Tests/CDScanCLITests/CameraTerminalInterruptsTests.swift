import Synchronization
import Testing

@testable import CDScanCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The real signal handlers: no other test installs them, so sending signals here is safe.
///
/// Signals go to the process (`kill`), not the thread (`raise`): test threads block
/// signals, and a signal raised on one would wait there until the handlers are gone.
@Suite(.serialized) struct CameraTerminalInterruptsTests {
    /// Counts SIGTERMs in the handler the test installs before the scan's.
    static let earlier = Atomic<Int>(0)

    /// Waits (up to about 2 s) until `count()` reaches `expected`; returns the count.
    func wait(for expected: Int, _ count: () -> Int) -> Int {
        for _ in 0..<200 where count() < expected { usleep(10_000) }
        return count()
    }

    @Test func signalsAreCountedInsteadOfEndingTheProcess() {
        let interrupts = TerminalInterrupts()
        defer { interrupts.restore() }
        #expect(interrupts.count == 0)
        kill(getpid(), SIGINT)
        #expect(wait(for: 1) { interrupts.count } == 1)
        kill(getpid(), SIGPIPE)  // ignored while scanning
        kill(getpid(), SIGTERM)
        #expect(wait(for: 2) { interrupts.count } == 2)
    }

    @Test func restoringPutsTheEarlierHandlersBack() {
        _ = Self.earlier.load(ordering: .relaxed)
        var mine = sigaction()
        mine.__sigaction_handler.sa_handler = { _ in CameraTerminalInterruptsTests.earlier.add(1, ordering: .relaxed) }
        var before = sigaction()
        sigaction(SIGTERM, &mine, &before)
        defer { sigaction(SIGTERM, &before, nil) }
        let interrupts = TerminalInterrupts()
        interrupts.restore()
        kill(getpid(), SIGTERM)
        #expect(wait(for: 1) { Self.earlier.load(ordering: .relaxed) } == 1)
        #expect(interrupts.count == 0)
    }
}
