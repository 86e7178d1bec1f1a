import Catalog
import CommandLineKit
import Workflows

/// `cdscan items show`: every field of the items selected, and their releases numbered for `items pick`.
enum ItemsShowCommand: Command {
    struct Options: ItemSelectionOptions, ParsableOptions {
        @Option(.barcode) var barcodes: [String] = []
        @Option(.status) var statuses: Set<ItemStatus> = []
        @Option(
            .flag("json", help: "Print one JSON object per item and line, with every release's fields.", sets: true))
        var json = false
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items show", abstract: "Show every field of items, and their releases numbered for 'items pick'.",
        positionals: .zeroOrMore, arguments: [("item", "Item numbers.")])

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        _ = try ItemsCommand.requiredSelections(arguments, options, command: spec.name, what: "show")
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        return try ItemsQueryRun.show(
            selections, json: options.json, store: ItemsCommand.store(options, context: context, readOnly: true),
            context: context)
    }
}
