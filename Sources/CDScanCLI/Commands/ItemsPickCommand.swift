import Catalog
import CommandLineKit
import Presentation
import Workflows

/// `cdscan items pick ITEM N`: chooses the release of one copy among its releases.
enum ItemsPickCommand {
    struct Options: CatalogDatabaseOption {
        var database: String?
    }

    static let spec = CommandSpec<Options>(
        name: "items pick", abstract: "Choose an item's release: the N-th that 'items show ITEM' lists.",
        positionals: .zeroOrMore, arguments: [("item", "The item number."), ("n", "The release's number.")],
        options: [.database],
        discussion: """
            Any item with several releases (found or ambiguous) can be picked; the item
            becomes found, and a refresh keeps the choice.
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard arguments.count == 2 else {
            throw UsageError("expected two arguments: <item> <n>", command: spec.name)
        }
        let id = try ItemsCommand.itemNumber(arguments[0], command: spec.name)
        let store = try ItemsCommand.store(options, context: context)
        guard let item = try store.item(id: id) else { throw CatalogError.noSuchItem(id: id) }
        let pressings = item.pressings
        guard !pressings.isEmpty else {
            throw UsageError(
                "item \(id) has no release to choose (it is \(item.status.rawValue)); "
                    + "'cdscan items refresh \(id)' looks it up again", command: spec.name)
        }
        guard let number = Int(arguments[1]), pressings.indices.contains(number - 1) else {
            throw UsageError(
                "item \(id) has \(Plural.count(pressings.count, "release")): choose 1 to \(pressings.count) "
                    + "('cdscan items show \(id)' lists them)", command: spec.name)
        }
        let chosen = pressings[number - 1]
        try store.pick(chosen, alternatives: pressings.filter { $0 != chosen }, item: id)
        context.console.message(ItemListing.pickedLine(chosen, item: id))
        return .success
    }
}
