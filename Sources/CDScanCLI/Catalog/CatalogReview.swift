import Catalog

/// `cdscan catalog --review` (and `--pick ask` after a batch): a person chooses the
/// release of each ambiguous barcode, and each choice is saved as it is made.
///
/// Answers come through the `PressingPicker`, so tests give them as lines. `s` leaves
/// a barcode ambiguous for another time; `q` or the end of input stops the review.
struct CatalogReview {
    /// What a review came to.
    struct Outcome: Equatable {
        var chosen = 0
        var skipped = 0
        /// Items still ambiguous afterwards (skipped, or not reached before `q`).
        var left = 0

        /// "2 chosen, 1 skipped, 1 still ambiguous".
        var summary: String {
            "reviewed ambiguous barcodes: \(chosen) chosen, \(skipped) skipped, \(left) still ambiguous"
        }
    }

    let store: CatalogStore
    let picker: PressingPicker
    let console: Console

    /// Asks about every ambiguous item, in the order first seen; with `barcodes`, only about those.
    ///
    /// - Parameter chose: called after each choice is saved, with its barcode.
    func run(only barcodes: Set<String>? = nil, chose: (CatalogItem) -> Void = { _ in }) throws(CatalogError)
        -> Outcome
    {
        let items = try store.items(withStatus: .ambiguous).filter { barcodes?.contains($0.barcode) ?? true }
        var outcome = Outcome()
        reviewing: for (index, item) in items.enumerated() {
            guard let gtin = item.gtin, !item.alternatives.isEmpty else { continue }
            console.errRaw("\n" + Self.heading(item, number: index + 1, of: items.count) + "\n")
            switch picker.ask(among: item.alternatives, barcode: gtin.canonical, skippable: true) {
            case .chosen(let choice):
                var others = item.alternatives
                let album = others.remove(at: choice)
                try store.recordChoice(album, alternatives: others, for: gtin)
                outcome.chosen += 1
                console.message(
                    "\(gtin.canonical): recorded \(album.artist) - \(album.title) (release \(album.releaseID))")
                var chosen = item
                (chosen.status, chosen.album, chosen.alternatives) = (.found, album, others)
                chose(chosen)
            case .skip:
                outcome.skipped += 1
            case .stop:
                break reviewing
            }
        }
        outcome.left = items.count - outcome.chosen
        return outcome
    }

    /// "Barcode 2 of 5 · file:list.txt:4 · shelf 3".
    static func heading(_ item: CatalogItem, number: Int, of count: Int) -> String {
        let parts = ["Barcode \(number) of \(count)", item.source, item.notes].filter { !$0.isEmpty }
        return Displayable.escaped(parts.joined(separator: " · "))
    }
}
