import Catalog
import Terminal

/// What the `items` commands say on stderr beside their data: nothing matched, what was
/// removed, saved or left.
package enum ItemNotes {
    /// `items list` or `items show` found nothing; `filtered`: a selection was given.
    package static func noItems(filtered: Bool) -> String {
        "no items" + (filtered ? " match" : " in the catalog")
    }

    /// `catalog --review` found nothing to review.
    package static let nothingToReview = "no ambiguous barcodes to review"

    /// `items remove` matched nothing.
    package static let nothingRemoved = "no items match: nothing removed"

    /// `items remove` removed `count` items.
    package static func removed(_ count: Int) -> String { "removed \(Plural.count(count, "item"))" }

    /// `catalog` left out `count` copies of its list (or photos) that `items remove` removed.
    package static func removedEarlier(_ count: Int) -> String {
        "\(count) removed earlier, not added again (--add-removed adds \(count == 1 ? "it" : "them") back)"
    }

    /// `items edit --notes` saved them.
    package static func notesSaved(item: Int64) -> String { "item \(item): notes saved" }

    /// `items edit`: the record of `count` items changed.
    package static func edited(_ count: Int) -> String {
        count == 0 ? "no items match: nothing changed" : "edited \(Plural.count(count, "item"))"
    }

    /// `items edit --copies`: the copies now, and the items added or removed to get there.
    package static func copies(_ change: CopiesChange, item: Int64) -> String {
        var line = "item \(item): \(Plural.count(change.copies, "copy")) in the catalogue"
        for (verb, ids) in [("added", change.added), ("removed", change.removed)] where !ids.isEmpty {
            line += "; \(verb) \(ids.count == 1 ? "item" : "items") " + ids.map(String.init).joined(separator: ", ")
        }
        return line
    }

    /// `items refresh`: `count` of the chosen items have no code to look up by.
    package static func leftAsTheyAre(_ count: Int) -> String {
        "\(Plural.count(count, "item")) with nothing to look up by left as they are"
    }

    /// `items refresh`: none of the chosen items can be looked up.
    package static let nothingToLookUp = "nothing to look up"

    /// `items import`: a row of the export `name` that is not imported, and why.
    package static func notImported(_ problem: DiscogsCollectionImport.Problem, file name: String) -> String {
        "\(Displayable.escaped(name)), \(problem); not imported"
    }

    /// `items import`: a row of the export `name` imported without the values it has that are refused.
    package static func importedWithout(_ refusal: DiscogsCollectionImport.Refusal, file name: String) -> String {
        "\(Displayable.escaped(name)), \(refusal); imported without " + (refusal.values.count == 1 ? "it" : "them")
    }

    /// `backup`: `count` items written to `output`.
    package static func backedUp(_ count: Int, to output: String) -> String {
        "backed up \(Plural.count(count, "item")) to \(output)"
    }

    /// `backup` stopped by a signal: the copy made is thrown away, the file named is not written.
    package static func backupInterrupted(_ output: String) -> String {
        "interrupted: no backup written to \(output)"
    }

    /// `restore` stopped by a signal after the catalogue was replaced (one step, never half done).
    package static let restoreInterrupted = "interrupted after the catalogue was restored"

    /// `restore`: `count` items restored from `backup` into the catalogue at `database`.
    package static func restored(_ count: Int, from backup: String, into database: String) -> String {
        "restored \(Plural.count(count, "item")) from \(backup) into \(database)"
    }
}
