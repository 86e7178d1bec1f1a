import Basics
import Presentation
import TestSupport
import Testing

/// `cdscan sync`'s bar: on a terminal only, with the changes done and an ETA from the pace.
@Suite struct SyncProgressTests {
    @Test func onATerminalTheBarShowsTheChangesAndAnETA() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let time = ManualClock()
        let progress = SyncProgress(console: captured.console, time: time, total: 300)
        for _ in 0..<60 {
            time.advance(by: 1)
            progress.step()
        }
        #expect(captured.err.contains("60/300 changes · ETA 4m"), "\(captured.err)")
        progress.finish()
        #expect(captured.err.hasSuffix("\r\u{1B}[K"))
    }

    @Test(arguments: [(false, true), (true, false)])
    func withoutAColourTerminalThereIsNoBar(terminal: Bool, colour: Bool) {
        let captured = CapturedConsole(stderrIsTerminal: terminal, colorAllowed: colour)
        let time = ManualClock()
        let progress = SyncProgress(console: captured.console, time: time, total: 10)
        for _ in 0..<10 {
            time.advance(by: 6)
            progress.step()
        }
        progress.finish()
        #expect(captured.err.isEmpty)
    }

    @Test func quietShowsNoBar() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let quiet = captured.console.with(colorMode: .auto, quiet: true)
        let time = ManualClock()
        let progress = SyncProgress(console: quiet, time: time, total: 10)
        time.advance(by: 1)
        progress.step()
        progress.finish()
        #expect(captured.err.isEmpty)
    }

    @Test func whileTheCollectionIsReadTheBarShowsItsPages() {
        let captured = CapturedConsole(stderrIsTerminal: true)
        let time = ManualClock()
        let progress = SyncProgress(console: captured.console, time: time)
        for page in 1...3 {
            time.advance(by: 2)
            progress.read(page: page, of: 10)
        }
        #expect(captured.err.contains("3/10 pages read · ETA 14s"), "\(captured.err)")
        progress.finish()
        progress.begin(total: 4)
        time.advance(by: 1)
        progress.step()
        #expect(captured.err.contains("1/4 changes · ETA 3s"), "\(captured.err)")
    }

    @Test(arguments: [(false, true, true), (true, false, true), (true, true, false)])
    func readingShowsNoBarWithoutAColourTerminalOrWithNoProgress(terminal: Bool, colour: Bool, enabled: Bool) {
        let captured = CapturedConsole(stderrIsTerminal: terminal, colorAllowed: colour)
        let time = ManualClock()
        let progress = SyncProgress(console: captured.console, time: time, enabled: enabled)
        for page in 1...5 {
            time.advance(by: 6)
            progress.read(page: page, of: 5)
        }
        progress.finish()
        #expect(captured.err.isEmpty)
    }
}
