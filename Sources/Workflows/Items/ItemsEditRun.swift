import Catalog
import Presentation
import Terminal

/// `cdscan items edit`: an item's notes and the number of copies of its code changed in one
/// transaction, and what changed said.
package enum ItemsEditRun {
    /// Sets `notes` and/or `copies` (nil: unchanged) of item `id`; more copies are new items,
    /// fewer remove the most recently added copies, never the item itself.
    package static func run(item id: Int64, notes: String?, copies: Int?, store: CatalogStore, console: Console)
        throws -> ExitCode
    {
        let change = try store.transaction { () throws(CatalogError) -> CopiesChange? in
            if let notes { try store.setNotes(notes, item: id) }
            return try copies.map { count throws(CatalogError) in try store.setCopies(count, item: id) }
        }
        if notes != nil { console.message(ItemNotes.notesSaved(item: id)) }
        if let change { console.message(ItemNotes.copies(change, item: id)) }
        return .success
    }
}
