import Cataloging
import Lookup
import PhoneServer
import Presentation
import Scanner

/// What a camera scan tells besides the terminal: the phone page's cards and status lines.
protocol ScanEvents: AnyObject {
    /// A frame from `source` was read: where its streak is now.
    func showing(_ progress: ScanSession.Progress, from source: String)
    /// A disc was read from `source`; `lookingUp` when its lookup was started. Returns the
    /// number of the phone `source` is, for the disc's line.
    func read(_ sighting: ScanSession.Sighting, from source: String, lookingUp: Bool) -> Int?
    /// A disc's lookup came back.
    func looked(_ result: LookupResult)
}

/// The scan's events as the phone page's board: one card per disc, and each phone's status line
/// (its own streak, without the terminal's "Ctrl-C to stop"). Phones are numbered by their first
/// frame read.
final class PhoneBoardEvents: ScanEvents {
    let board: PhoneBoard

    /// Fetches the found releases' covers for their cards; nil: cards without covers (`--no-covers`).
    let covers: PhoneCovers?

    init(board: PhoneBoard, covers: PhoneCovers?) {
        (self.board, self.covers) = (board, covers)
    }

    func showing(_ progress: ScanSession.Progress, from source: String) {
        _ = board.number(of: source)
        board.setStatus(ScanNotes.status(progress, stopHint: false), for: source)
    }

    func read(_ sighting: ScanSession.Sighting, from source: String, lookingUp: Bool) -> Int? {
        let code = sighting.gtin.canonical
        let phone = board.number(of: source)
        board.put(
            PhoneCard(barcode: code, state: ScanNotes.cardState(lookingUp: lookingUp), phone: phone), replacing: false)
        return phone
    }

    func looked(_ result: LookupResult) {
        guard let gtin = result.gtin else { return }
        let (state, note) = ScanNotes.cardState(of: result.outcome)
        var card = PhoneCard(barcode: gtin.canonical, state: state)
        card.note = note
        if case .found(_, let best, _) = result.outcome {
            (card.artist, card.title, card.year, card.format) = (best.artist, best.title, best.year, best.format)
        }
        board.put(card, replacing: true)
        if case .found(_, let best, _) = result.outcome { covers?.fetch(for: best, barcode: gtin.canonical) }
    }

    /// What the catalogue made of a disc, under its card: the copies it holds now when it held
    /// the code before, as the terminal's note says.
    func recorded(_ code: String, _ recorded: ScanCataloger.Recorded) {
        switch recorded {
        case .anotherCopy(_, let copies): board.annotate(code, note: ScanNotes.anotherCopy(copies: copies))
        case .reread: board.annotate(code, note: ScanNotes.reread)
        case .copy, .possibleRetake, .removedEarlier: break
        }
    }
}
