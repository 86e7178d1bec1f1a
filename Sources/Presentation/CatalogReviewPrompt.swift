import Catalog
import Cataloging
import Terminal

/// The words of `catalog --review` and `--pick ask` at a terminal: each ambiguous code's heading
/// (the menu is `PressingPicker`'s) and the review's summary; `CatalogReviewSession` runs it.
package enum CatalogReviewPrompt {
    /// "029667431224: recorded The Seeds - Future (release 4707982)", once a choice is saved;
    /// nil for an item without an album.
    package static func recorded(_ item: CatalogItem) -> String? {
        guard let album = item.album else { return nil }
        return "\(Displayable.escaped(item.shownCode)): recorded \(album.artist) - \(album.title) "
            + "(release \(album.releaseID))"
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
