import Basics
import Catalog
import Cataloging
import Presentation
import TestSupport
import Testing

@testable import Lookup

/// Issue 28, point 7: the ETA knows the rate limiter's window, and the progress line says
/// when a lookup waits for it. Time is a `ManualClock`: nothing sleeps.
@Suite struct HonestETATests {
    func tally(done: Int) -> BatchTally { BatchTally(done: done, found: done, notFound: 0, errors: 0) }

    /// "58/70 ... ETA 13s" stayed for the 55 s the full window stood still: now the ETA is the
    /// window's, and counts down.
    @Test func aFullWindowMakesTheETAWaitForIt() {
        let captured = CapturedConsole(stderrIsTerminal: false)
        let time = ManualClock()
        let limiter = RateLimiter(window: 60, initialLimit: 60, time: time)
        let progress = ProgressReporter(
            console: captured.console, style: .none, time: time, total: 70,
            budget: BatchEstimate.Budget(requests: 58, window: 60), pacing: limiter)
        for _ in 0..<58 {
            limiter.acquire()
            time.advance(by: 0.05)
        }
        var done = tally(done: 58)
        done.requests = 58
        #expect(progress.status(done, now: time.now()).hasSuffix("ETA 58s"))
        time.advance(by: 30)
        #expect(progress.status(done, now: time.now()).hasSuffix("ETA 28s"))
    }

    /// "4/20 ... ETA 21s" against 5 requests a minute: the budget the server announced counts.
    @Test func theAnnouncedLimitBoundsTheETA() {
        let captured = CapturedConsole(stderrIsTerminal: false)
        let time = ManualClock()
        let limiter = RateLimiter(window: 60, initialLimit: 25, time: time)
        limiter.update(limit: 5, remaining: 5)
        let progress = ProgressReporter(
            console: captured.console, style: .none, time: time, total: 20,
            budget: BatchEstimate.Budget(requests: 58, window: 60), pacing: limiter)
        for _ in 0..<4 { limiter.acquire() }
        time.advance(by: 2)
        var done = tally(done: 4)
        done.requests = 4
        #expect(progress.status(done, now: time.now()).hasSuffix("· 4/min · ETA 4m"))
    }

    /// A wait a person notices is on the progress line, counting down, in the handheld mode's words.
    @Test func theProgressLineSaysWhatTheLookupWaitsFor() {
        let captured = CapturedConsole(stderrIsTerminal: false)
        let time = ManualClock()
        let wait = CurrentWait()
        let progress = ProgressReporter(console: captured.console, style: .none, time: time, total: 10, wait: wait)
        NoticedWaits(time, showingIn: wait).sleep(seconds: 0.5, for: .rateLimit)
        #expect(!progress.status(tally(done: 1), now: time.now()).contains("waiting"))
        wait.began(seconds: 55, reason: .rateLimit, at: time.now())
        time.advance(by: 10)
        #expect(
            progress.status(tally(done: 1), now: time.now())
                .hasSuffix("waiting 45 s for its turn (the services' rate limit)…"))
    }
}
