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
    /// The results waiting for a pick, by barcode (the card's), oldest first, each with the
    /// number of the phone that read its disc.
    private var waiting: [String: [(result: LookupResult, phone: Int?)]] = [:]

    init(board: PhoneBoard) { self.board = board }

    /// How many results wait for a pick.
    var count: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// Whether `result` waits for a pick: several releases carry its barcode.
    func wantsPick(_ result: LookupResult) -> Bool { !result.candidates.isEmpty }

    /// Offers `result`'s releases on its card. A barcode read again while its pick waits waits
    /// for the same pick (the same case, shown again): never settled without one.
    func offer(_ result: LookupResult, phone: Int? = nil) {
        guard case .found(let gtin, _, _) = result.outcome else { return }
        let code = gtin.canonical
        waiting[code, default: []].append((result, phone))
        board.offer(result.candidates.map(PressingPicker.choice), for: code)
    }

    /// The results picked on a page since the last call, their pick made: every read of the
    /// barcode that waited for it, each with its phone.
    func takePicked() -> [(result: LookupResult, phone: Int?)] {
        board.takePicks().flatMap { pick in
            (waiting.removeValue(forKey: pick.barcode) ?? []).map { waited in
                var result = waited.result
                result.choose(pick.choice)
                return (result, waited.phone)
            }
        }
    }
}

@available(*, unavailable)
extension PhoneReleaseChoices: Sendable {}
