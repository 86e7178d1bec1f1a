import Catalog
import CommandLineKit
import Workflows

/// `cdscan items edit`: an item's notes and the number of copies of its code, in one transaction.
enum ItemsEditCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(.text("notes", "text", help: "Replace the item's notes ('' clears them).")) var notes: String? = nil
        @Option(
            .value("copies", "n", help: "Hold this many copies (at least 1) of the item's code.") {
                text throws(UsageError) in
                try OptionValues.count(text, option: "copies", maximum: CatalogStore.maximumCopies)
            })
        var copies: Int? = nil
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items edit", abstract: "Change an item's notes, or how many copies of it the catalogue holds.",
        positionals: .each, arguments: [("item", "The item number.")],
        discussion: """
            More copies are added as new items with the item's release and no notes (source
            "edit"); fewer remove the most recently added copies, never the item itself.
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        _ = try ItemsCommand.itemNumber(arguments[0], command: spec.name)
        guard options.notes != nil || options.copies != nil else {
            throw UsageError("say what to change: --notes or --copies", command: spec.name)
        }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let id = try ItemsCommand.itemNumber(arguments[0], command: spec.name)
        return try ItemsEditRun.run(
            item: id, notes: options.notes, copies: options.copies,
            store: ItemsCommand.store(options, context: context), console: context.console)
    }
}
