import Catalog
import Presentation
import Terminal

/// `cdscan items list` and `items show`: the items selected, read and printed, never changed.
package enum ItemsQueryRun {
    /// Prints the items `selections` name (none: every item) that `filter` keeps, in `order`
    /// (nil: the order added), as a table, or JSON Lines with `json`; each with its value from
    /// the prices kept (`context` names the currency, ``ValueRun/keptValues(of:store:context:)``).
    package static func list(
        _ selections: [ItemSelection], filter: ItemFilter = ItemFilter(), order: ItemOrder? = nil, json: Bool,
        store: CatalogStore, context: CommandContext
    ) throws -> ExitCode {
        let console = context.console
        var records = try records(store, selections.isEmpty ? [.all] : selections, filter: filter, context: context)
        if let order {
            let values = Dictionary(
                uniqueKeysWithValues: records.compactMap { entry in entry.record.value.map { (entry.item.id, $0) } })
            let rank = Dictionary(
                uniqueKeysWithValues: order.sorted(records.map(\.item), values: values).enumerated().map { ($1.id, $0) }
            )
            records.sort { rank[$0.item.id, default: 0] < rank[$1.item.id, default: 0] }
        }
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: !selections.isEmpty || !filter.isEmpty))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records.map(\.record)) : ItemListing.table(records.map(\.record)))
        return .success
    }

    /// Prints every field of the items `selections` name, their releases numbered for `items pick`,
    /// and their values from the prices kept.
    package static func show(_ selections: [ItemSelection], json: Bool, store: CatalogStore, context: CommandContext)
        throws -> ExitCode
    {
        let console = context.console
        let records = try records(store, selections, context: context).map(\.record)
        if records.isEmpty {
            console.message(ItemNotes.noItems(filtered: true))
            return .success
        }
        console.out(json ? ItemListing.jsonLines(records) : records.map(ItemListing.card).joined(separator: "\n"))
        return .success
    }

    /// The items `selections` name that `filter` keeps, in the order added, each with its record,
    /// its copies counted over the whole catalogue, its value from the prices kept.
    static func records(
        _ store: CatalogStore, _ selections: [ItemSelection], filter: ItemFilter = ItemFilter(),
        context: CommandContext
    ) throws -> [(item: CatalogItem, record: CatalogJSONL.Record)] {
        let kept: [CatalogItem]
        if selections != [.all], filter.location == nil {
            kept = try store.items(anyOf: selections).filter(filter.matches)
        } else {
            let chosen = selections == [.all] ? nil : Set(try store.itemNumbers(anyOf: selections))
            kept = try store.items(matching: filter).filter { chosen?.contains($0.id) ?? true }
        }
        let values = try ValueRun.keptValues(of: kept, store: store, context: context)
        let records = CatalogJSONL.records(
            for: kept, copies: try store.copiesByRelease(), values: values,
            failureTexts: StoredFailure.texts(of: kept))
        return zip(kept, records).map { ($0, $1) }
    }
}
