import Catalog
import Cataloging
import Terminal

/// The terminal side of `catalog --review` and `--pick ask`: each ambiguous barcode's
/// heading and menu on stderr, the answer read from the person, a line for each choice saved.
public enum CatalogReviewPrompt {
    /// Reviews the catalog's ambiguous barcodes (with `only`, those among them). Returns the outcome and the barcodes (EAN-13) given a release.
    public static func review(
        _ store: CatalogStore, only barcodes: Set<String>?, readLine: @escaping () -> String?, console: Console
    ) throws(CatalogError) -> (outcome: CatalogReview.Outcome, chosen: Set<String>) {
        let picker = PressingPicker(readLine: readLine, console: console)
        var chosen = Set<String>()
        let outcome = try CatalogReview(store: store).run(
            only: barcodes,
            ask: { question in
                console.errRaw("\n" + heading(question) + "\n")
                return picker.ask(among: question.item.alternatives, barcode: question.gtin.canonical, skippable: true)
            },
            chose: { item in
                chosen.insert(item.barcode)
                guard let album = item.album, let gtin = item.gtin else { return }
                console.message(
                    "\(gtin.canonical): recorded \(album.artist) - \(album.title) (release \(album.releaseID))")
            })
        return (outcome, chosen)
    }

    /// "Barcode 2 of 5 · file:list.txt:4 · shelf 3".
    public static func heading(_ question: CatalogReview.Question) -> String {
        let parts = ["Barcode \(question.number) of \(question.count)", question.item.source, question.item.notes]
        return Displayable.escaped(parts.filter { !$0.isEmpty }.joined(separator: " · "))
    }
}

extension CatalogReview.Outcome {
    /// "reviewed ambiguous barcodes: 2 chosen, 1 skipped, 1 still ambiguous".
    public var summary: String {
        "reviewed ambiguous barcodes: \(chosen) chosen, \(skipped) skipped, \(left) still ambiguous"
    }
}
