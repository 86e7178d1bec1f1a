import CommandLineKit
import Workflows

/// `cdscan items list`: the catalogue's items (all, or those selected) as a table or JSON Lines.
enum ItemsListCommand: Command {
    typealias Options = ItemQueryOptions

    static let spec = CommandSpec<Options>(
        name: "items list", abstract: "List the items: number, status, code, copies, release, notes.",
        positionals: .zeroOrMore,
        arguments: [("item", "Item numbers (none: every item, or those the options select).")],
        options: OptionSpec.querying(
            command: "items list",
            json: "Print one JSON object per item and line (the fields of export --format jsonl)."
        ))

    static var defaults: Options { Options() }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        return try ItemsQueryRun.list(
            selections, json: options.json, store: ItemsCommand.store(options, context: context, readOnly: true),
            console: context.console)
    }
}
