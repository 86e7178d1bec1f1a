import Album
import Barcode
import Catalog

/// `cdscan catalog --review` (and `--pick ask` after a batch): a person chooses the
/// release of each ambiguous barcode (catalogue number, disc), and each choice is saved as it is made.
///
/// The asking is the caller's (the command line shows a menu on the terminal; tests
/// answer directly). `skip` leaves a barcode ambiguous for another time; `stop` (or the
/// end of input) ends the review.
package struct CatalogReview {
    /// What a person answered about one barcode.
    package enum Answer: Equatable, Sendable {
        /// The index of the chosen album among the candidates (best first).
        case chosen(Int)
        /// Leave this one for later.
        case skip
        /// Stop asking.
        case stop
    }

    /// One question: the ambiguous item, its code as shown, and where it stands among the questions.
    package struct Question {
        package var item: CatalogItem
        /// The barcode's digits as printed, the catalogue number, the disc ID (`CatalogItem.shownCode`).
        package var code: String
        /// 1 for the first question.
        package var number: Int
        package var count: Int
    }

    /// What a review came to.
    package struct Outcome: Equatable, Sendable {
        package var chosen = 0
        package var skipped = 0
        /// Items still ambiguous afterwards (skipped, or not reached before `stop`).
        package var left = 0

        package init(chosen: Int = 0, skipped: Int = 0, left: Int = 0) {
            (self.chosen, self.skipped, self.left) = (chosen, skipped, left)
        }
    }

    package let store: CatalogStore

    package init(store: CatalogStore) {
        self.store = store
    }

    /// Asks about every ambiguous code (a barcode, catalogue number or disc) once, however many
    /// copies hold it, in the order first seen; with `barcodes`, only about the codes it holds
    /// (`CatalogItem.key`). The outcome counts codes, not copies.
    ///
    /// - Parameters:
    ///   - ask: the person's answer to one question.
    ///   - chose: called after each choice is saved, with the item as it now is (found).
    package func run(
        only barcodes: Set<ItemKey>? = nil, ask: (Question) -> Answer, chose: (CatalogItem) -> Void = { _ in }
    ) throws(CatalogError) -> Outcome {
        // One question a code: a choice is saved on every copy of it.
        var asked = Set<ItemKey>()
        let items = try store.items(withStatus: .ambiguous).filter {
            (barcodes?.contains($0.key) ?? true) && asked.insert($0.key).inserted
        }
        var outcome = Outcome()
        reviewing: for (index, item) in items.enumerated() {
            guard item.kind != .barcode || item.gtin != nil, !item.alternatives.isEmpty else { continue }
            switch ask(Question(item: item, code: item.shownCode, number: index + 1, count: items.count)) {
            case .chosen(let choice):
                chose(try record(choice, of: item))
                outcome.chosen += 1
            case .skip:
                outcome.skipped += 1
            case .stop:
                break reviewing
            }
        }
        outcome.left = items.count - outcome.chosen
        return outcome
    }

    /// Saves candidate `choice` of `item` as its release; the item as it now is.
    private func record(_ choice: Int, of item: CatalogItem) throws(CatalogError) -> CatalogItem {
        var others = item.alternatives
        let album = others.remove(at: choice)
        try store.recordChoice(album, alternatives: others, for: item.key)
        var chosen = item
        (chosen.status, chosen.album, chosen.alternatives) = (.found, album, others)
        return chosen
    }
}
