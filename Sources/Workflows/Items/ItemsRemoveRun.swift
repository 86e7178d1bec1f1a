import Catalog
import Presentation
import Terminal

/// `cdscan items remove`: the items selected deleted in one transaction, each one said.
package enum ItemsRemoveRun {
    /// Removes the items any of `selections` names; none matching removes nothing and is no failure.
    package static func run(_ selections: [ItemSelection], store: CatalogStore, console: Console) throws -> ExitCode {
        let chosen = try store.items(anyOf: selections)
        guard !chosen.isEmpty else {
            console.message(ItemNotes.nothingRemoved)
            return .success
        }
        let removed = try store.remove(chosen.map(\.id))
        for item in removed {
            console.message(ItemListing.removedLine(item))
        }
        console.message(ItemNotes.removed(removed.count))
        return .success
    }
}
