import Barcode
import Scanner
import Testing

@testable import CDScanCLI

@Suite struct CameraScanSessionTests {
    let upc = CameraFixtures.sighting(CameraFixtures.upc, box: TerminalPreview.Box(x: 10, y: 20, width: 30, height: 5))
    let ean = CameraFixtures.sighting(CameraFixtures.ean)

    @Test func aCodeCountsOnlyAfterTheRequiredFramesInARow() {
        var session = ScanSession(requiredFrames: 3, continuous: false, timeout: nil, startedAt: 0)
        #expect(session.status() == "Aim at the barcode · Ctrl-C to stop")
        #expect(session.observe([upc], at: 0.1) == nil)
        #expect(session.status() == "Hold still · 029667431224 1/3 frames · Ctrl-C to stop")
        #expect(session.observe([upc], at: 0.2) == nil)
        #expect(session.status().contains("2/3 frames"))
        #expect(session.observe([upc], at: 0.3) == .accepted(upc))
        #expect(session.isFinished)
        #expect(session.discsRead == 1)
        #expect(session.observe([upc], at: 0.4) == nil)
    }

    @Test func aFrameWithoutTheCodeStartsTheCountAgain() {
        var session = ScanSession(requiredFrames: 2, continuous: false, timeout: nil, startedAt: 0)
        #expect(session.observe([upc], at: 0.1) == nil)
        #expect(session.observe([], at: 0.2) == nil)
        #expect(session.status() == "Aim at the barcode · Ctrl-C to stop")
        #expect(session.observe([upc], at: 0.3) == nil)
        #expect(session.observe([ean], at: 0.4) == nil)
        #expect(session.status().contains("5099750442227 1/2 frames"))
        #expect(session.observe([ean], at: 0.5) == .accepted(ean))
    }

    @Test func continuousModeIgnoresTheSameDiscUntilItLeavesTheView() {
        var session = ScanSession(requiredFrames: 2, continuous: true, timeout: nil, startedAt: 0)
        var events: [ScanSession.Event?] = []
        for frame in [[upc], [upc], [upc], [upc], [upc]] { events.append(session.observe(frame, at: 1)) }
        #expect(events.compactMap { $0 } == [.accepted(upc)])
        #expect(!session.isFinished)
        #expect(
            session.status(lastDisc: "029667431224 The Seeds - Future").hasPrefix(
                "1 disc read · last: 029667431224 The Seeds - Future · 029667431224 read · show the next disc"))
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
        #expect(try #require(session.highlight).color == .yellow)
        _ = session.observe([upc], at: 0)
        let box = try #require(session.highlight)
        #expect(box == TerminalPreview.Box(x: 10, y: 20, width: 30, height: 5, color: .green))
        _ = session.observe([], at: 0)
        #expect(session.highlight == nil)
    }

    @Test func theBoxSurroundsTheOutline() {
        let box = ScanSession.Sighting.bounds(of: [(12, 40), (300, 44), (298, 90), (10, 88)])
        #expect(box == TerminalPreview.Box(x: 10, y: 40, width: 291, height: 51))
        #expect(ScanSession.Sighting.bounds(of: []) == nil)
    }
}

@Suite struct CameraScanTallyTests {
    static let found = LookupResult(
        input: "029667431224",
        outcome: .found(CameraFixtures.gtin(CameraFixtures.upc), best: CameraFixtures.seeds, alternatives: []))
    static let notFound = LookupResult(
        input: "5099750442227", outcome: .notFound(CameraFixtures.gtin(CameraFixtures.ean)))

    static func tally(_ results: [LookupResult], abandoned: Int = 0) -> ScanSessionTally {
        var tally = ScanSessionTally(lookup: true)
        for result in results {
            tally.countRead(CameraFixtures.sighting(result.input))
            tally.count(result)
        }
        tally.countAbandoned(abandoned)
        return tally
    }

    @Test(arguments: [
        ([found], ScanSessionTally.Ending.done, 0, ExitCode.success),
        ([notFound], .done, 0, .notFound),
        ([found, notFound], .interrupted, 0, .notFound),
        ([found], .interrupted, 0, .success),
        ([], .interrupted, 0, .interrupted),
        ([found], .done, 1, .interrupted),
        ([], .timedOut, 0, .notFound),
        ([found], .timedOut, 0, .success),
        ([found], .cameraFailed(.unavailable), 0, .unavailable),
        ([], .cameraFailed(.permission), 0, .permission),
    ])
    func endingsGiveTheLookupStyleStatus(
        _ results: [LookupResult], _ ending: ScanSessionTally.Ending, _ abandoned: Int, _ expected: ExitCode
    ) {
        #expect(Self.tally(results, abandoned: abandoned).exitCode(for: ending) == expected)
    }

    @Test func theSummaryCountsEachKindOfResult() {
        #expect(Self.tally([Self.found, Self.notFound]).summary == "2 discs read: 1 found, 1 not found, 0 errors.")
        #expect(
            Self.tally([Self.found], abandoned: 1).summary
                == "1 disc read: 1 found, 0 not found, 0 errors, 1 lookup cancelled.")
        #expect(Self.tally([]).summary == "0 discs read.")
        var plain = ScanSessionTally(lookup: false)
        plain.countRead(CameraFixtures.sighting(CameraFixtures.upc))
        #expect(plain.summary == "1 disc read.")
        plain.countFailure(.cannotCreate)
        #expect(plain.summary == "1 disc read, 1 error.")
        #expect(plain.exitCode(for: .done) == .cannotCreate)
    }

    @Test func theLastDiscIsDescribedForTheStatusLine() {
        var tally = ScanSessionTally(lookup: true)
        tally.countRead(CameraFixtures.sighting(CameraFixtures.upc))
        #expect(tally.lastDisc == "029667431224 (looking up)")
        tally.count(Self.found)
        #expect(tally.lastDisc == "029667431224 The Seeds - Future")
    }
}
