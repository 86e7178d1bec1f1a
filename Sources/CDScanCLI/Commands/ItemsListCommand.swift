import Catalog
import CommandLineKit
import Workflows

/// `cdscan items list`: the catalogue's items (all, or those selected) as a table or JSON Lines.
enum ItemsListCommand: Command {
    struct Options: ItemSelectionOptions, ParsableOptions {
        @Option(.barcode) var barcodes: [String] = []
        @Option(.status) var statuses: Set<ItemStatus> = []
        @Option(.location(help: "The copies at this place or within it (whole levels: 'Shelf A' holds 'Shelf A/3')."))
        var location: ShelfLocation? = nil
        @Option(.tag("tag", help: "The copies with this tag, whatever its case (repeatable: every one)."))
        var tags: [String] = []
        @Option(.mediaGrade(help: "The copies whose media has this grade (M, NM, VG+, ... or the full name)."))
        var media: Grade? = nil
        @Option(
            .text("search", "text", help: "The copies whose artist, title, label or catalogue number has these words."))
        var search: String? = nil
        @Option(.itemOrder) var sort: ItemOrder? = nil
        @Option(
            .flag(
                "json", help: "Print one JSON object per item and line (the fields of export --format jsonl).",
                sets: true))
        var json = false
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "items list", abstract: "List the items: number, status, code, copies, release, location, value, notes.",
        positionals: .zeroOrMore,
        arguments: [("item", "Item numbers (none: every item, or those the options select).")])

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        return try ItemsQueryRun.list(
            selections,
            filter: ItemFilter(
                location: options.location, tags: options.tags, media: options.media, search: options.search),
            order: options.sort, json: options.json,
            store: ItemsCommand.store(options, context: context, readOnly: true),
            context: context)
    }
}
