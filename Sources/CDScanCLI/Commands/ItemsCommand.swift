import Barcode
import Catalog
import CommandLineKit
import Terminal
import Workflows

/// `cdscan items list|show|edit|pick|remove|refresh|import`: the catalogue's items, one by one,
/// and a Discogs collection export brought in.
enum ItemsCommand {
    /// The actions, in the order `cdscan items --help` lists them.
    static let actions: [Subcommand] = [
        ItemsListCommand.subcommand,
        ItemsShowCommand.subcommand,
        ItemsEditCommand.subcommand,
        ItemsPickCommand.subcommand,
        ItemsRemoveCommand.subcommand,
        ItemsRefreshCommand.subcommand,
        ItemsImportCommand.subcommand,
    ]

    static let spec = CommandSpec<Void>(
        name: "items",
        abstract: "List, show, edit, choose the pressing of, remove, refresh or import catalogue items.",
        positionals: .subcommand,
        discussion: """
            An item is one physical copy; its number is the ITEM column of 'cdscan items list'.
            Actions that take items select them by number, by --barcode or by --status
            (each repeatable; together, the items any of them names). Every change is one
            transaction. refresh takes the catalogue's one-writer lock; the other edits are
            single transactions that may run beside a catalog run.

            EXAMPLES:
              cdscan items list --status ambiguous
              cdscan items show 12 --json
              cdscan items edit 12 --notes "cracked case" --copies 2
              cdscan items edit 12-40 57 --location "Shelf A" --tag jazz
              cdscan items pick 12 2
              cdscan items remove --status invalid
              cdscan items refresh --status error --status pending
              cdscan items import discogs-collection.csv
            """)

    /// The `items` entry of the top-level table.
    static let subcommand = Subcommand.group(spec, actions: actions)

    /// The selections `arguments` (item numbers) and the options name; none when they name nothing.
    static func selections(_ arguments: [String], _ options: some ItemSelectionOptions, command: String)
        throws(UsageError) -> [ItemSelection]
    {
        let ids = try arguments.map { text throws(UsageError) in try itemNumber(text, command: command) }
        var selections: [ItemSelection] = ids.isEmpty ? [] : [.ids(ids)]
        selections += options.barcodes.map { .barcode($0) }
        if !options.statuses.isEmpty { selections.append(.statuses(options.statuses)) }
        return selections
    }

    /// `selections`, which must select something: `what` the command does with them names it
    /// in the usage error ("say which items to show: item numbers, --barcode or --status").
    static func requiredSelections(
        _ arguments: [String], _ options: some ItemSelectionOptions, command: String, what: String,
        alternatives: String = "item numbers, --barcode or --status"
    ) throws(UsageError) -> [ItemSelection] {
        let selections = try selections(arguments, options, command: command)
        guard !selections.isEmpty else {
            throw UsageError("say which items to \(what): \(alternatives)", command: command)
        }
        return selections
    }

    /// An item number as typed: a positive whole number.
    static func itemNumber(_ text: String, command: String) throws(UsageError) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw UsageError(
                "'\(Displayable.escaped(text))' is not an item number ('cdscan items list' shows them; "
                    + "select a barcode with --barcode)", command: command)
        }
        return id
    }

    /// Item numbers and ranges as typed ("12-40", "57"), each a selection; a range's ends in order.
    static func numbersAndRanges(_ arguments: [String], command: String) throws(UsageError) -> [ItemSelection] {
        var ids: [Int64] = []
        var selections: [ItemSelection] = []
        for text in arguments {
            let ends = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard ends.count == 2 else {
                ids.append(try itemNumber(text, command: command))
                continue
            }
            let first = try itemNumber(String(ends[0]), command: command)
            let last = try itemNumber(String(ends[1]), command: command)
            guard first <= last else {
                throw UsageError("the range '\(text)' runs backwards: write the smaller number first", command: command)
            }
            selections.append(.range(first...last))
        }
        return (ids.isEmpty ? [] : [.ids(ids)]) + selections
    }

    /// The catalogue `--db` names, which must exist; `readOnly` for the actions that only read it.
    static func store(_ options: some CatalogDatabaseOption, context: CommandContext, readOnly: Bool = false) throws
        -> CatalogStore
    {
        try CatalogStore(path: context.databasePath(options.database), create: false, readOnly: readOnly)
    }
}

/// The options of the `items` actions that select items.
protocol ItemSelectionOptions: CatalogDatabaseOption {
    /// `--barcode`: the copies of these barcodes (EAN-13).
    var barcodes: [String] { get }
    /// `--status`: the items in these statuses.
    var statuses: Set<ItemStatus> { get }
}
