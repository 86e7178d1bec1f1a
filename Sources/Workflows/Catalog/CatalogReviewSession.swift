import Catalog
import Cataloging
import Presentation
import Terminal

/// `catalog --review` and `--pick ask` at a terminal: the review (`CatalogReview`, which saves
/// each choice) asking a person through the prompt's words, a line for each choice saved.
enum CatalogReviewSession {
    /// Reviews the catalog's ambiguous barcodes, catalogue numbers and discs (with `only`, those
    /// among them). Returns the outcome and the codes (`CatalogItem.key`) given a release.
    static func review(
        _ store: CatalogStore, only barcodes: Set<ItemKey>?, readLine: @escaping () -> String?, console: Console
    ) throws(CatalogError) -> (outcome: CatalogReview.Outcome, chosen: Set<ItemKey>) {
        let picker = PressingPicker(readLine: readLine, console: console)
        var chosen = Set<ItemKey>()
        let outcome = try CatalogReview(store: store).run(
            only: barcodes,
            ask: { question in
                console.errRaw("\n" + CatalogReviewPrompt.heading(question) + "\n")
                return picker.ask(among: question.item.alternatives, barcode: question.code, skippable: true)
            },
            chose: { item in
                chosen.insert(item.key)
                CatalogReviewPrompt.recorded(item).map(console.message)
            })
        return (outcome, chosen)
    }
}
