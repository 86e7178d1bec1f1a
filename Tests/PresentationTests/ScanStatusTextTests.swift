import Barcode
import Presentation
import Scanner
import Testing

/// The camera scan's status line, worded from the session's typed progress: the terminal's ends
/// with "Ctrl-C to stop", a phone's page's does not.
@Suite struct ScanStatusTextTests {
    static let seeds = (try? GTIN(parsing: "029667431224")) ?? Self.never()
    static func never() -> GTIN { fatalError("a valid UPC-A") }

    @Test func eachFocusIsWordedAndOnlyTheTerminalIsToldHowToStop() {
        let aiming = ScanSession.Progress(discsRead: 0, focus: .aiming)
        #expect(ScanNotes.status(aiming, stopHint: true) == "Aim at the barcode · Ctrl-C to stop")
        #expect(ScanNotes.status(aiming, stopHint: false) == "Aim at the barcode")
        let holding = ScanSession.Progress(discsRead: 0, focus: .holding(Self.seeds, frames: 1, required: 3))
        #expect(ScanNotes.status(holding, stopHint: true) == "Hold still · 029667431224 1/3 frames · Ctrl-C to stop")
        #expect(ScanNotes.status(holding, stopHint: false) == "Hold still · 029667431224 1/3 frames")
    }

    @Test func afterADiscTheCountTheLastDiscAndTheNextStepAreShown() {
        let read = ScanSession.Progress(discsRead: 1, focus: .read(Self.seeds))
        #expect(
            ScanNotes.status(read, lastDisc: "029667431224 The Seeds - Future", stopHint: true)
                == "1 disc read · last: 029667431224 The Seeds - Future · 029667431224 read · show the next disc"
                + " · Ctrl-C to stop")
        let next = ScanSession.Progress(discsRead: 2, focus: .aiming)
        #expect(ScanNotes.status(next, stopHint: false) == "2 discs read · Aim at the next barcode")
    }
}
