import Foundation
import Synchronization

/// One disc as the page shows it: what was read, then what it is once looked up.
package struct PhoneCard: Codable, Sendable, Equatable {
    /// The barcode as read ("0029667431224").
    package var barcode: String
    /// "looking up", "found", "not found", "read" (no lookup), or a failure's short text.
    package var state: String
    package var artist: String?
    package var title: String?
    package var year: Int?
    package var format: String?
    /// A line under the card: "already in the catalogue", a lookup failure.
    package var note: String?
    /// Which phone read the disc (1 for the first to send a frame).
    package var phone: Int?
    /// The releases that carry the barcode, best ranked first, while the card waits for a person
    /// to pick one (`--pick ask`); nil otherwise.
    package var choices: [String]?
    /// The path of the cover's thumbnail on this server ("/cover/3"), once it is here.
    package var cover: String?

    package init(
        barcode: String, state: String, artist: String? = nil, title: String? = nil, year: Int? = nil,
        format: String? = nil, note: String? = nil, phone: Int? = nil
    ) {
        (self.barcode, self.state, self.artist, self.title) = (barcode, state, artist, title)
        (self.year, self.format, self.note, self.phone) = (year, format, note, phone)
    }
}

/// What the page is told after each frame: its phone's status line and the latest discs' cards
/// (every phone's: one catalogue).
///
/// Written by the scan (its thread), read by the server's thread: a `Mutex`, and only these
/// fields ever leave the machine (never the token, the configuration or other items).
package final class PhoneBoard: Sendable {
    private struct State {
        /// Each phone's status line, by its address.
        var statuses: [String: String] = [:]
        var cards: [PhoneCard] = []
        /// Bumped at each change of the cards, so the page redraws only then.
        var serial = 0
        /// The picks made on the cards, oldest first, not yet taken by the scan.
        var picks: [(barcode: String, choice: Int)] = []
        /// Each phone's number, in the order of their first frames.
        var numbers: [String: Int] = [:]
        var lastNumber = 0
        /// The cover awaited for each barcode's card: the URL it is downloaded from.
        var awaitedCovers: [String: String] = [:]
        /// The covers' thumbnails (JPEG) by number, only those a card shows.
        var covers: [Int: [UInt8]] = [:]
        var lastCover = 0

        /// Drops the covers no card shows any more.
        mutating func forgetUnshownCovers() {
            let shown = Set(cards.compactMap { $0.cover.flatMap(RequestGate.coverNumber) })
            covers = covers.filter { shown.contains($0.key) }
            let barcodes = Set(cards.map(\.barcode))
            awaitedCovers = awaitedCovers.filter { barcodes.contains($0.key) }
        }
    }

    private let state = Mutex(State())
    /// The most cards kept (the newest first).
    static let cardLimit = 20
    /// The most phones whose status lines are kept (past it, they start again).
    static let phoneLimit = 64
    /// The state of a card whose lookup has not answered yet (as `read` puts it, and after a pick).
    static let lookingUp = "looking up"
    /// What a phone that has sent no frame yet is told.
    static let firstStatus = "Aim at a barcode"

    package init() {}

    /// How many times the cards changed (0: no disc read yet).
    package var serial: Int { state.withLock { $0.serial } }

    /// The number of the phone `client` (`RequestHead.phone`): 1 for the first to send a frame,
    /// 2 for the next, and so on, given at its first frame and kept (never given to another).
    package func number(of client: String) -> Int {
        state.withLock { state in
            if let number = state.numbers[client] { return number }
            // Past the bound the oldest names are forgotten, never reused: a phone seen again gets a new one.
            if state.numbers.count >= Self.phoneLimit { state.numbers.removeAll() }
            state.lastNumber += 1
            state.numbers[client] = state.lastNumber
            return state.lastNumber
        }
    }

    /// Sets the status line the page of the phone at `client` shows under its title.
    package func setStatus(_ status: String, for client: String) {
        state.withLock { state in
            if state.statuses.count >= Self.phoneLimit, state.statuses[client] == nil { state.statuses.removeAll() }
            state.statuses[client] = status
        }
    }

    /// Adds `card` on top, or replaces the newest card of the same barcode still looking up (else
    /// the newest of the barcode): a lookup's answer, so that two reads of one code each get theirs.
    package func put(_ card: PhoneCard, replacing: Bool) {
        state.withLock { state in
            let same = state.cards.indices.filter { state.cards[$0].barcode == card.barcode }
            if replacing, let index = same.first(where: { state.cards[$0].state == Self.lookingUp }) ?? same.first {
                let phone = state.cards[index].phone
                state.cards[index] = card
                state.cards[index].phone = card.phone ?? phone
            } else {
                state.cards.insert(card, at: 0)
                state.cards = Array(state.cards.prefix(Self.cardLimit))
            }
            state.forgetUnshownCovers()
            state.serial += 1
        }
    }

    /// Notes that the cover at `url` is being fetched for the newest card of `barcode`: only
    /// that cover is put on it (`setCover`), not one of a release the card showed before.
    package func awaitCover(from url: String, for barcode: String) {
        state.withLock { $0.awaitedCovers[barcode] = url }
    }

    /// Whether the newest card of `barcode` still awaits the cover at `url`.
    package func awaitsCover(from url: String, for barcode: String) -> Bool {
        state.withLock { $0.awaitedCovers[barcode] == url }
    }

    /// Puts the thumbnail `jpeg` of the cover from `url` on the newest card of `barcode`, when
    /// that card still awaits it; false otherwise (the card is gone or shows another release).
    @discardableResult
    package func setCover(_ jpeg: [UInt8], from url: String, for barcode: String) -> Bool {
        state.withLock { state in
            guard state.awaitedCovers[barcode] == url,
                let index = state.cards.firstIndex(where: { $0.barcode == barcode })
            else { return false }
            state.awaitedCovers[barcode] = nil
            state.lastCover += 1
            state.covers[state.lastCover] = jpeg
            state.cards[index].cover = "/cover/\(state.lastCover)"
            state.forgetUnshownCovers()
            state.serial += 1
            return true
        }
    }

    /// The thumbnail a card shows as `/cover/N`; nil when no card shows it.
    package func cover(_ number: Int) -> [UInt8]? {
        state.withLock { $0.covers[number] }
    }

    /// Offers `choices` on the newest card of `barcode`, for a person to pick one on any page.
    package func offer(_ choices: [String], for barcode: String) {
        state.withLock { state in
            guard let index = state.cards.firstIndex(where: { $0.barcode == barcode }) else { return }
            (state.cards[index].choices, state.cards[index].state) = (choices, "choose")
            state.serial += 1
        }
    }

    /// Takes the pick of `choice` on the cards of `barcode` (a code read twice waits for one pick);
    /// false when no card of it offers such a choice (picked already, on this page or another).
    package func choose(_ choice: Int, for barcode: String) -> Bool {
        state.withLock { state in
            let offering = state.cards.indices.filter {
                state.cards[$0].barcode == barcode && state.cards[$0].choices?.indices.contains(choice) == true
            }
            guard !offering.isEmpty else { return false }
            for index in offering { (state.cards[index].choices, state.cards[index].state) = (nil, Self.lookingUp) }
            state.picks.append((barcode, choice))
            state.serial += 1
            return true
        }
    }

    /// The picks made since the last call, oldest first.
    package func takePicks() -> [(barcode: String, choice: Int)] {
        state.withLock { state in
            defer { state.picks.removeAll() }
            return state.picks
        }
    }

    /// Sets the note of the newest card of `barcode` (nothing when it has none).
    package func annotate(_ barcode: String, note: String) {
        state.withLock { state in
            guard let index = state.cards.firstIndex(where: { $0.barcode == barcode }) else { return }
            state.cards[index].note = note
            state.serial += 1
        }
    }

    /// The board as the page of the phone at `client` reads it:
    /// `{"status":...,"serial":N,"cards":[...],"phone":N}` ("phone" once it has sent a frame).
    package func json(for client: String) -> [UInt8] {
        struct Snapshot: Encodable {
            var status: String
            var serial: Int
            var cards: [PhoneCard]
            var phone: Int?
        }
        let snapshot = state.withLock {
            Snapshot(
                status: $0.statuses[client] ?? Self.firstStatus, serial: $0.serial, cards: $0.cards,
                phone: $0.numbers[client])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(snapshot))) ?? Array(#"{"status":"","serial":0,"cards":[]}"#.utf8)
    }
}
