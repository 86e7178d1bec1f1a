import Basics
import Catalog
import Cataloging
import Lookup
import Presentation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct CatalogProgressTests {
    func tally(done: Int, found: Int, notFound: Int = 0, errors: Int = 0) -> BatchTally {
        BatchTally(done: done, found: found, notFound: notFound, errors: errors)
    }

    @Test func withoutATerminalProgressIsPlainLinesEveryFiveSeconds() {
        let captured = CapturedConsole(stderrIsTerminal: false)
        let style = ProgressReporter.style(for: captured.console, enabled: true)
        #expect(style == .lines(interval: 5))
        let time = ManualClock()
        let progress = ProgressReporter(console: captured.console, style: style, time: time, total: 100)
        for done in 1...100 {
            time.advance(by: 1)
            progress.update(tally(done: done, found: done - done / 10, notFound: done / 10))
        }
        progress.note(.message("029667431224: something failed"))
        progress.finish()
        let lines = captured.err.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.first == "cdscan: 5/100 codes  found 5 · not found 0 · errors 0 · 60/min · ETA 2m")
        #expect(!captured.err.contains("\u{1B}"))
        #expect(!captured.err.contains("\r"))
    }

    @Test func theETANeverOutrunsTheRateLimitBudget() {
        let captured = CapturedConsole(stderrIsTerminal: false)
        let time = ManualClock()
        // 30 requests a minute allowed; the first 100 went at 600 a minute (a fresh window).
        let progress = ProgressReporter(
            console: captured.console, style: .none, time: time, total: 1000,
            budget: BatchEstimate.Budget(requests: 30, window: 60))
        time.advance(by: 10)
        #expect(progress.status(tally(done: 100, found: 100), now: time.now()).hasSuffix("· 30/min · ETA 30m"))
        // Without a budget, the pace seen.
        let unlimited = ProgressReporter(console: captured.console, style: .none, time: time, total: 1000)
        time.advance(by: 10)
        #expect(unlimited.status(tally(done: 100, found: 100), now: time.now()).hasSuffix("· 600/min · ETA 2m"))
    }

    @Test func colourlessTerminalGetsLinesToo() {
        let captured = CapturedConsole(stderrIsTerminal: true, colorAllowed: false)
        #expect(ProgressReporter.style(for: captured.console, enabled: true) == .lines(interval: 5))
        #expect(ProgressReporter.style(for: captured.console, enabled: false) == .none)
    }

    @Test func onATerminalTheBarIsRedrawnInPlace() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let time = ManualClock()
        let progress = ProgressReporter(console: captured.console, style: .bar(columns: nil), time: time, total: 1000)
        time.advance(by: 426)
        progress.update(tally(done: 412, found: 391, notFound: 17, errors: 4))
        #expect(
            captured.err
                == "\r[========>             ] 412/1000 codes  found 391 · not found 17 · errors 4 · 58/min · ETA 11m\u{1B}[K"
        )
        progress.note(.message("a message"))
        #expect(
            captured.err.hasSuffix(
                "\r\u{1B}[Kcdscan: a message\n[========>             ] 412/1000 codes  found 391 · not found 17 · errors 4 · 58/min · ETA 11m\u{1B}[K"
            ))
        progress.finish()
        #expect(captured.err.hasSuffix("\r\u{1B}[K"))
    }

    @Test func theBarFitsANarrowTerminal() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let time = ManualClock()
        let progress = ProgressReporter(console: captured.console, style: .bar(columns: 40), time: time, total: 10)
        progress.update(tally(done: 10, found: 10))
        let line = captured.err.dropFirst().prefix { $0 != "\u{1B}" }
        #expect(line.count == 39)
        #expect(line.hasPrefix("[==========] 10/10"))
    }

    @Test(arguments: [(0.4, "1s"), (42, "42s"), (60, "1m"), (599, "10m"), (3600, "1h00m"), (7500, "2h05m")])
    func durationsAreShort(seconds: Double, text: String) {
        #expect(BatchEstimate.duration(seconds) == text)
    }
}
