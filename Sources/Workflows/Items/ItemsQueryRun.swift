import Catalog
import Presentation
import Terminal

/// `cdscan items list` and `items show`: the items selected, read and printed, never changed.
package enum ItemsQueryRun {
    /// Prints the items `selections` name (none: every item) that `filter` keeps, in `order`
    /// (nil: the order added), as a table, or JSON Lines with `json`.
    package static func list(
        _ selections: [ItemSelection], filter: ItemFilter = ItemFilter(), order: ItemOrder? = nil, json: Bool,
        store: CatalogStore, console: Console
    ) throws -> ExitCode {
        var records = try records(store, selections.isEmpty ? [.all] : selections, filter: filter)
        if let order {
            let rank = Dictionary(
                uniqueKeysWithValues: order.sorted(records.map(\.item)).enumerated().map { ($1.id, $0) })
            records.sort { rank[$0.item.id, default: 0] < rank[$1.item.id, default: 0] }
        }
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: !selections.isEmpty || !filter.isEmpty))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records.map(\.record)) : ItemListing.table(records.map(\.record)))
        return .success
    }

    /// Prints every field of the items `selections` name, their releases numbered for `items pick`.
    package static func show(_ selections: [ItemSelection], json: Bool, store: CatalogStore, console: Console) throws
        -> ExitCode
    {
        let records = try records(store, selections).map(\.record)
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: true))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records) : records.map(ItemListing.card).joined(separator: "\n"))
        return .success
    }

    /// The items `selections` name that `filter` keeps, in the order added, each with its record,
    /// its copies counted over the whole catalogue.
    static func records(_ store: CatalogStore, _ selections: [ItemSelection], filter: ItemFilter = ItemFilter())
        throws -> [(item: CatalogItem, record: CatalogJSONL.Record)]
    {
        let kept: [CatalogItem]
        if selections != [.all], filter.location == nil {
            kept = try store.items(anyOf: selections).filter(filter.matches)
        } else {
            let chosen = selections == [.all] ? nil : Set(try store.itemNumbers(anyOf: selections))
            kept = try store.items(matching: filter).filter { chosen?.contains($0.id) ?? true }
        }
        return zip(kept, CatalogJSONL.records(for: kept, copies: try store.copiesByRelease())).map { ($0, $1) }
    }
}
