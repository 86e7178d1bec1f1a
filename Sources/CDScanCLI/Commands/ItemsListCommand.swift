import Catalog
import CommandLineKit
import Presentation
import Workflows

/// `cdscan items list`: the catalogue's items (all, or those selected) as a table or JSON Lines.
enum ItemsListCommand {
    typealias Options = ItemQueryOptions

    static let spec = CommandSpec<Options>(
        name: "items list", abstract: "List the items: number, status, code, copies, release, notes.",
        positionals: .zeroOrMore,
        arguments: [("item", "Item numbers (none: every item, or those the options select).")],
        options: [
            .barcode(command: "items list"), .status(command: "items list"),
            .flag("json", help: "Print one JSON object per item and line (the fields of export --format jsonl).") {
                $0.json = true
            },
            .database,
        ])

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        let records = try records(
            ItemsCommand.store(options, context: context), selections.isEmpty ? [.all] : selections)
        if records.isEmpty {
            context.console.message("no items" + (selections.isEmpty ? " in the catalog" : " match"))
            return .success
        }
        context.console.out(options.json ? ItemListing.jsonLines(records) : ItemListing.table(records))
        return .success
    }

    /// The records of the items `selections` name, with their copies counted over the whole catalogue.
    static func records(_ store: CatalogStore, _ selections: [ItemSelection]) throws -> [CatalogJSONL.Record] {
        let chosen = Set(try store.items(anyOf: selections).map(\.id))
        return CatalogJSONL.records(for: try store.allItems()).filter { chosen.contains($0.item) }
    }
}
