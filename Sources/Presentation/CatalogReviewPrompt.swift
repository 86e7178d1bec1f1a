import Catalog
import Cataloging
import Terminal

/// The terminal side of `catalog --review` and `--pick ask`: each ambiguous barcode's
/// heading and menu on stderr, the answer read from the person, a line for each choice saved.
package enum CatalogReviewPrompt {
    /// Reviews the catalog's ambiguous barcodes, catalogue numbers and discs (with `only`, those
    /// among them). Returns the outcome and the codes (`CatalogItem.codeKey`) given a release.
    package static func review(
        _ store: CatalogStore, only barcodes: Set<String>?, readLine: @escaping () -> String?, console: Console
    ) throws(CatalogError) -> (outcome: CatalogReview.Outcome, chosen: Set<String>) {
        let picker = PressingPicker(readLine: readLine, console: console)
        var chosen = Set<String>()
        let outcome = try CatalogReview(store: store).run(
            only: barcodes,
            ask: { question in
                console.errRaw("\n" + heading(question) + "\n")
                return picker.ask(among: question.item.alternatives, barcode: question.code, skippable: true)
            },
            chose: { item in
                chosen.insert(item.codeKey)
                guard let album = item.album else { return }
                console.message(
                    "\(Displayable.escaped(item.shownCode)): recorded \(album.artist) - \(album.title) "
                        + "(release \(album.releaseID))")
            })
        return (outcome, chosen)
    }

    /// "Barcode 2 of 5 · file:list.txt:4 · shelf 3" ("Catalogue number 2 of 5", "Disc 2 of 5").
    package static func heading(_ question: CatalogReview.Question) -> String {
        let noun =
            switch question.item.kind {
            case .catalogNumber: "Catalogue number"
            case .discID: "Disc"
            default: "Barcode"
            }
        let parts = ["\(noun) \(question.number) of \(question.count)", question.item.source, question.item.notes]
        return Displayable.escaped(parts.filter { !$0.isEmpty }.joined(separator: " · "))
    }
}

extension CatalogReview.Outcome {
    /// "reviewed ambiguous barcodes: 2 chosen, 1 skipped, 1 still ambiguous".
    package var summary: String {
        "reviewed ambiguous barcodes: \(chosen) chosen, \(skipped) skipped, \(left) still ambiguous"
    }
}
