import Lookup
import PhoneServer
import Presentation

/// `scan --phone --pick ask`: a barcode that several releases carry waits for a person to pick
/// one on the phone's card, as the terminal's picker would ask, while the scan goes on; the
/// pick is taken between frames and the result handed back to the lookups to finish.
///
/// Not `Sendable`: the scan's thread owns it.
final class PhoneReleaseChoices {
    private let board: PhoneBoard
    /// The results waiting for a pick, by barcode (the card's).
    private var waiting: [String: LookupResult] = [:]

    init(board: PhoneBoard) { self.board = board }

    /// How many results wait for a pick.
    var count: Int { waiting.count }

    /// Whether `result` waits for a pick: several releases carry its barcode.
    func wantsPick(_ result: LookupResult) -> Bool { !result.candidates.isEmpty }

    /// Offers `result`'s releases on its card. A barcode read again while its pick waits is
    /// offered once: the earlier result is returned, to be finished with its best ranked.
    func offer(_ result: LookupResult) -> LookupResult? {
        guard case .found(let gtin, _, _) = result.outcome else { return nil }
        let code = gtin.canonical
        let earlier = waiting.updateValue(result, forKey: code)
        board.offer(result.candidates.map(PressingPicker.choice), for: code)
        return earlier
    }

    /// The results picked on a page since the last call, their pick made.
    func takePicked() -> [LookupResult] {
        board.takePicks().compactMap { pick in
            guard var result = waiting.removeValue(forKey: pick.barcode) else { return nil }
            result.choose(pick.choice)
            return result
        }
    }
}

@available(*, unavailable)
extension PhoneReleaseChoices: Sendable {}
