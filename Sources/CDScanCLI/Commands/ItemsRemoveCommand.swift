import Catalog
import CommandLineKit
import Workflows

/// `cdscan items remove`: deletes the items selected, all in one transaction, and says which.
enum ItemsRemoveCommand: Command {
    struct Options: ItemSelectionOptions, ParsableOptions {
        @Option(.barcode) var barcodes: [String] = []
        @Option(.status) var statuses: Set<ItemStatus> = []
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items remove", abstract: "Remove items from the catalogue (all in one transaction) and say which.",
        positionals: .zeroOrMore, arguments: [("item", "Item numbers.")],
        discussion: """
            Nothing is asked: back the catalogue up first ('cdscan backup FILE') if you may
            want the items back. An item number that names no item removes nothing (exit 64).
            Running the list (or reading the photos) a removed copy came from again does not
            bring it back; 'cdscan catalog --add-removed' does.
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        _ = try ItemsCommand.requiredSelections(arguments, options, command: spec.name, what: "remove")
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        let store = try ItemsCommand.store(options, context: context)
        return try ItemsRemoveRun.run(selections, store: store, console: context.console)
    }
}
