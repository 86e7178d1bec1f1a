import Imaging
import PhoneServer
import Scanner
import TestSupport
import Testing

@testable import Workflows

/// `scan --phone`'s streaks: each phone counts its own frames, so phones never break each other's.
@Suite struct PhoneStreaksTests {
    typealias F = CameraFixtures
    static let upc = F.sighting(F.upc)
    static let ean = F.sighting(F.ean)

    /// Frames as (phone, codes in it), read in turn.
    final class Frames {
        var script: [(phone: String, codes: [ScanSession.Sighting])]
        var current = ""

        init(_ script: [(String, [ScanSession.Sighting])]) { self.script = script.map { (phone: $0.0, codes: $0.1) } }
    }

    struct Reader: CameraCodeReader {
        let frames: Frames
        func read(_ frame: GrayFrame) -> [ScanSession.Sighting] {
            let next = frames.script.removeFirst()
            frames.current = next.phone
            return next.codes
        }
    }

    static let frame = GrayFrame(width: 2, height: 1, pixels: [0, 0])

    func run(
        _ script: [(String, [ScanSession.Sighting])], board: PhoneBoard = PhoneBoard(),
        readers: DiscReaders = DiscReaders()
    ) throws -> [[String]] {
        let frames = Frames(script)
        let streaks = PhoneStreaks(
            reader: Reader(frames: frames), board: board, readers: readers, clock: ManualClock(), requiredFrames: 3
        ) { frames.current }
        let frame = try #require(Self.frame)
        return script.map { _ in streaks.read(frame).map(\.gtin.canonical) }
    }

    @Test func twoPhonesShowingDifferentDiscsEachCompleteTheirOwnStreak() throws {
        let reads = try run([
            ("a", [Self.upc]), ("b", [Self.ean]), ("a", [Self.upc]), ("b", [Self.ean]), ("a", [Self.upc]),
            ("b", [Self.ean]), ("a", []),
        ])
        // b's disc waits one frame: the session sees a frame without a disc between the two.
        #expect(reads == [[], [], [], [], ["029667431224"], [], ["5099750442227"]])
    }

    @Test func eachDiscHandedOverIsTiedToThePhoneThatReadItNumberedByFirstFrame() throws {
        let readers = DiscReaders()
        // b sends the first frame: it is phone 1, a is phone 2.
        _ = try run(
            [
                ("b", []), ("a", [Self.upc]), ("b", [Self.ean]), ("a", [Self.upc]), ("b", [Self.ean]),
                ("a", [Self.upc]), ("b", [Self.ean]), ("a", []),
            ], readers: readers)
        #expect(readers.take("029667431224") == 2)
        #expect(readers.take("5099750442227") == 1)
        #expect(readers.take("029667431224") == nil)
    }

    @Test func twoPhonesReadingOneDiscAtOnceCountItOnceEachAndTheSessionSeesAGapBetween() throws {
        let reads = try run([
            ("a", [Self.upc]), ("b", [Self.upc]), ("a", [Self.upc]), ("b", [Self.upc]), ("a", [Self.upc]),
            ("b", [Self.upc]), ("a", [Self.upc]), ("b", [Self.upc]),
        ])
        #expect(reads == [[], [], [], [], ["029667431224"], [], ["029667431224"], []])
    }

    @Test func aDiscHeldInViewOfOnePhoneCountsOnceUntilItLeaves() throws {
        let reads = try run(
            Array(repeating: ("a", [Self.upc]), count: 5) + [("a", [])] + Array(repeating: ("a", [Self.upc]), count: 3))
        #expect(reads.filter { !$0.isEmpty } == [["029667431224"], ["029667431224"]])
        #expect(reads[2] == ["029667431224"] && reads[8] == ["029667431224"])
    }

    @Test func eachPhoneSeesItsOwnStreakWithoutTheTerminalsAdvice() throws {
        let board = PhoneBoard()
        _ = try run([("a", [Self.upc]), ("b", [])], board: board)
        func status(_ phone: String) -> String? {
            let text = String(decoding: board.json(for: phone), as: UTF8.self)
            return text.split(separator: "\"").drop { $0 != "status" }.dropFirst(2).first.map(String.init)
        }
        #expect(status("a") == "Hold still · 029667431224 1/3 frames")
        #expect(status("b") == "Aim at the barcode")
    }
}
