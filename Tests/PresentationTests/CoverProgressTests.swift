import Presentation
import Terminal
import TestSupport
import Testing

/// The gallery's cover progress: what the line says, and a pace that never outruns the cover rate.
@Suite struct CoverProgressTests {
    static let console = Console(
        stdoutIsTerminal: false, stderrIsTerminal: false, colorAllowed: false, out: { _ in }, err: { _ in })

    @Test func theLineCountsCoversAndGivesAnETAOnceASecondHasPassed() {
        let clock = ManualClock(start: 100)
        let progress = CoverProgress(console: Self.console, style: .none, time: clock, perSecond: 1)
        #expect(progress.status(done: 0, total: 10, fetched: 0, now: 100) == "covers 0/10")
        #expect(progress.status(done: 2, total: 10, fetched: 2, now: 102) == "covers 2/10 · 60/min · ETA 8s")
        #expect(progress.status(done: 10, total: 10, fetched: 10, now: 110) == "covers 10/10 · 60/min")
    }

    @Test func coversAlreadyInTheFolderSpeedTheEstimateButFetchedOnesKeepToTheRate() {
        let clock = ManualClock(start: 100)
        let progress = CoverProgress(console: Self.console, style: .none, time: clock, perSecond: 1)
        // 20 covers in 2 s, 1 of them fetched: the pace seen (10 a second) stands.
        #expect(progress.status(done: 20, total: 40, fetched: 1, now: 102) == "covers 20/40 · 600/min · ETA 2s")
        // 20 in 2 s all fetched would outrun 1 a second: the rate caps the estimate.
        #expect(progress.status(done: 20, total: 40, fetched: 20, now: 102) == "covers 20/40 · 60/min · ETA 20s")
    }
}
