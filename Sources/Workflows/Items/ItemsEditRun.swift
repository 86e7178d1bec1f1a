import Catalog
import Presentation
import Terminal

/// `cdscan items edit`: the record of the copies named and the number of copies of one item's
/// code changed in one transaction, and what changed said.
package enum ItemsEditRun {
    /// Applies `edit` to every item `selections` names and, with `copies` (one item), makes the
    /// catalogue hold that many copies of its code; all or nothing.
    package static func run(
        _ selections: [ItemSelection], edit: CopyEdit, copies: Int?, store: CatalogStore, console: Console
    ) throws -> ExitCode {
        let (ids, change) = try store.transaction { () throws(CatalogError) -> ([Int64], CopiesChange?) in
            let ids = edit.isEmpty ? try store.itemNumbers(anyOf: selections) : try store.apply(edit, to: selections)
            let change = try copies.map { count throws(CatalogError) in try store.setCopies(count, item: ids[0]) }
            return (ids, change)
        }
        var notesAlone = CopyEdit()
        notesAlone.notes = edit.notes
        if ids.count == 1, edit == notesAlone {
            if edit.notes != nil { console.message(ItemNotes.notesSaved(item: ids[0])) }
        } else if !edit.isEmpty {
            console.message(ItemNotes.edited(ids.count))
        }
        if let change { console.message(ItemNotes.copies(change, item: ids[0])) }
        return .success
    }
}
