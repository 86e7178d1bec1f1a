import Catalog
import Presentation
import Terminal

/// `cdscan items list` and `items show`: the items selected, read and printed, never changed.
package enum ItemsQueryRun {
    /// Prints the items `selections` name (none: every item) as a table, or JSON Lines with `json`.
    package static func list(_ selections: [ItemSelection], json: Bool, store: CatalogStore, console: Console) throws
        -> ExitCode
    {
        let records = try records(store, selections.isEmpty ? [.all] : selections)
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: !selections.isEmpty))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records) : ItemListing.table(records))
        return .success
    }

    /// Prints every field of the items `selections` name, their releases numbered for `items pick`.
    package static func show(_ selections: [ItemSelection], json: Bool, store: CatalogStore, console: Console) throws
        -> ExitCode
    {
        let records = try records(store, selections)
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: true))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records) : records.map(ItemListing.card).joined(separator: "\n"))
        return .success
    }

    /// The records of the items `selections` name, with their copies counted over the whole catalogue.
    static func records(_ store: CatalogStore, _ selections: [ItemSelection]) throws -> [CatalogJSONL.Record] {
        let chosen = Set(try store.items(anyOf: selections).map(\.id))
        return CatalogJSONL.records(for: try store.allItems()).filter { chosen.contains($0.item) }
    }
}
