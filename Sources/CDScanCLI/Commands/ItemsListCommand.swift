import Catalog
import CommandLineKit
import Workflows

/// `cdscan items list`: the catalogue's items (all, or those selected) as a table or JSON Lines.
enum ItemsListCommand: Command {
    struct Options: ItemSelectionOptions, ParsableOptions {
        @Option(.barcode) var barcodes: [String] = []
        @Option(.status) var statuses: Set<ItemStatus> = []
        @Option(
            .flag(
                "json", help: "Print one JSON object per item and line (the fields of export --format jsonl).",
                sets: true))
        var json = false
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items list", abstract: "List the items: number, status, code, copies, release, notes.",
        positionals: .zeroOrMore,
        arguments: [("item", "Item numbers (none: every item, or those the options select).")])

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        return try ItemsQueryRun.list(
            selections, json: options.json, store: ItemsCommand.store(options, context: context, readOnly: true),
            console: context.console)
    }
}
