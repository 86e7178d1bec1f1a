import Barcode
import Scanner
import Testing

@Suite struct ScanSessionTests {
    let upc = ScanSession.Sighting(
        gtin: Self.gtin("029667431224"), text: "029667431224", symbology: "UPC-A",
        bounds: FrameRect(x: 10, y: 20, width: 30, height: 5))
    let ean = ScanSession.Sighting(gtin: Self.gtin("5099750442227"), text: "5099750442227", symbology: "EAN-13")

    static func gtin(_ text: String) -> GTIN { (try? GTIN(parsing: text)) ?? GTIN.placeholder }

    @Test func aCodeCountsOnlyAfterTheRequiredFramesInARow() {
        var session = ScanSession(requiredFrames: 3, continuous: false, timeout: nil, startedAt: 0)
        #expect(session.progress == .init(discsRead: 0, focus: .aiming))
        #expect(session.observe([upc], at: 0.1) == nil)
        #expect(session.progress == .init(discsRead: 0, focus: .holding(upc.gtin, frames: 1, required: 3)))
        #expect(session.observe([upc], at: 0.2) == nil)
        #expect(session.progress.focus == .holding(upc.gtin, frames: 2, required: 3))
        #expect(session.observe([upc], at: 0.3) == .accepted(upc))
        #expect(session.isFinished)
        #expect(session.discsRead == 1)
        #expect(session.observe([upc], at: 0.4) == nil)
    }

    @Test func withoutFramesOnlyTheTimeoutEndsTheSessionAndTheStreakIsKept() {
        var session = ScanSession(requiredFrames: 2, continuous: false, timeout: 5, startedAt: 0)
        #expect(session.observe([upc], at: 0.1) == nil)
        #expect(session.idle(at: 2) == nil)
        #expect(session.observe([upc], at: 2.1) == .accepted(upc))
        var waiting = ScanSession(requiredFrames: 2, continuous: false, timeout: 5, startedAt: 0)
        #expect(waiting.idle(at: 4.9) == nil)
        #expect(waiting.idle(at: 5) == .timedOut)
        #expect(waiting.isFinished)
        #expect(waiting.idle(at: 6) == nil)
        var endless = ScanSession(requiredFrames: 2, continuous: false, timeout: nil, startedAt: 0)
        #expect(endless.idle(at: 1e9) == nil)
    }

    @Test func aFrameWithoutTheCodeStartsTheCountAgain() {
        var session = ScanSession(requiredFrames: 2, continuous: false, timeout: nil, startedAt: 0)
        #expect(session.observe([upc], at: 0.1) == nil)
        #expect(session.observe([], at: 0.2) == nil)
        #expect(session.progress.focus == .aiming)
        #expect(session.observe([upc], at: 0.3) == nil)
        #expect(session.observe([ean], at: 0.4) == nil)
        #expect(session.progress.focus == .holding(ean.gtin, frames: 1, required: 2))
        #expect(session.observe([ean], at: 0.5) == .accepted(ean))
    }

    @Test func continuousModeIgnoresTheSameDiscUntilItLeavesTheView() {
        var session = ScanSession(requiredFrames: 2, continuous: true, timeout: nil, startedAt: 0)
        var events: [ScanSession.Event?] = []
        for frame in [[upc], [upc], [upc], [upc], [upc]] { events.append(session.observe(frame, at: 1)) }
        #expect(events.compactMap { $0 } == [.accepted(upc)])
        #expect(!session.isFinished)
        #expect(session.progress == .init(discsRead: 1, focus: .read(upc.gtin)))
        // Another disc counts at once; taking the first away and back counts it again.
        #expect(session.observe([ean], at: 2) == nil)
        #expect(session.observe([ean], at: 2) == .accepted(ean))
        #expect(session.observe([], at: 3) == nil)
        #expect(session.observe([upc], at: 3) == nil)
        #expect(session.observe([upc], at: 3) == .accepted(upc))
        #expect(session.discsRead == 3)
    }

    @Test func onceModeTimesOutWithoutADisc() {
        var session = ScanSession(requiredFrames: 3, continuous: false, timeout: 5, startedAt: 100)
        #expect(session.observe([upc], at: 104.9) == nil)
        #expect(session.observe([], at: 105) == .timedOut)
        #expect(session.isFinished)
    }

    @Test func continuousTimeoutCountsFromTheLastDisc() {
        var session = ScanSession(requiredFrames: 1, continuous: true, timeout: 5, startedAt: 0)
        #expect(session.observe([upc], at: 4) == .accepted(upc))
        #expect(session.observe([], at: 8.9) == nil)
        #expect(session.observe([upc], at: 8.95) == .accepted(upc))
        #expect(session.observe([], at: 13.9) == nil)
        #expect(session.observe([], at: 13.95) == .timedOut)
    }

    @Test func theBoxIsYellowWhileCountingAndGreenOnceRead() throws {
        var session = ScanSession(requiredFrames: 2, continuous: true, timeout: nil, startedAt: 0)
        _ = session.observe([upc], at: 0)
        #expect(try #require(session.highlight).isRead == false)
        _ = session.observe([upc], at: 0)
        let box = try #require(session.highlight)
        #expect(box == ScanSession.Highlight(bounds: FrameRect(x: 10, y: 20, width: 30, height: 5), isRead: true))
        _ = session.observe([], at: 0)
        #expect(session.highlight == nil)
    }

    @Test func theBoxSurroundsTheOutline() {
        let box = FrameRect(bounding: [(12, 40), (300, 44), (298, 90), (10, 88)])
        #expect(box == FrameRect(x: 10, y: 40, width: 291, height: 51))
        #expect(FrameRect(bounding: []) == nil)
    }
}
extension GTIN {
    /// A valid code for a helper that must return something.
    static var placeholder: GTIN {
        guard let code = try? GTIN(parsing: "4006408687016") else { fatalError("a valid EAN-13") }
        return code
    }
}
