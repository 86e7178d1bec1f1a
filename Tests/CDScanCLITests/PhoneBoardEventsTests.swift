import PhoneServer
import Scanner
import Testing

@testable import Workflows

/// `scan --phone`'s page: each phone numbered by its first frame, each disc tied to the phone that
/// read it, and each phone's own status line without the terminal's advice.
@Suite struct PhoneBoardEventsTests {
    typealias F = CameraFixtures

    @Test func eachDiscReadIsTiedToThePhoneThatReadItNumberedByFirstFrame() {
        let board = PhoneBoard()
        let events = PhoneBoardEvents(board: board, covers: nil)
        // b sends the first frame: it is phone 1, a is phone 2.
        events.showing(.init(discsRead: 0, focus: .aiming), from: "b")
        #expect(events.read(F.sighting(F.upc), from: "a", lookingUp: false) == 2)
        #expect(events.read(F.sighting(F.ean), from: "b", lookingUp: false) == 1)
        #expect(events.read(F.sighting(F.upc), from: "b", lookingUp: false) == 1)
    }

    @Test func eachPhoneSeesItsOwnStreakWithoutTheTerminalsAdvice() {
        let board = PhoneBoard()
        let events = PhoneBoardEvents(board: board, covers: nil)
        events.showing(.init(discsRead: 0, focus: .holding(F.gtin(F.upc), frames: 1, required: 3)), from: "a")
        events.showing(.init(discsRead: 0, focus: .aiming), from: "b")
        func status(_ phone: String) -> String? {
            let text = String(decoding: board.json(for: phone), as: UTF8.self)
            return text.split(separator: "\"").drop { $0 != "status" }.dropFirst(2).first.map(String.init)
        }
        #expect(status("a") == "Hold still · 029667431224 1/3 frames")
        #expect(status("b") == "Aim at the barcode")
    }
}
