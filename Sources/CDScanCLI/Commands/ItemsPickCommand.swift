import CommandLineKit
import Presentation
import Workflows

/// `cdscan items pick ITEM N`: chooses the release of one copy among its releases.
enum ItemsPickCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items pick", abstract: "Choose an item's release: the N-th that 'items show ITEM' lists.",
        positionals: .each, arguments: [("item", "The item number."), ("n", "The release's number.")],
        discussion: """
            Any item with several releases (found or ambiguous) can be picked; the item
            becomes found, and a refresh keeps the choice.
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        _ = try ItemsCommand.itemNumber(arguments[0], command: spec.name)
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let id = try ItemsCommand.itemNumber(arguments[0], command: spec.name)
        let store = try ItemsCommand.store(options, context: context)
        do {
            return try ItemsPickRun.run(item: id, number: arguments[1], store: store, console: context.console)
        } catch let failure as CommandFailure where ExitCode(failure) == .usage {
            // With the usage line and the pointer to --help, as every other usage error.
            throw UsageError("\(failure)", command: spec.name)
        }
    }
}
