import CommandLineKit
import Workflows

/// `cdscan items refresh`: looks the selected items' codes (barcodes, catalogue numbers, discs,
/// releases) up again, without the cache.
enum ItemsRefreshCommand: Command {
    static let spec = CommandSpec<ItemsRefreshOptions>(
        name: "items refresh", abstract: "Look items up again (after fixing a token, or for Discogs' edits).",
        positionals: .zeroOrMore, arguments: [("item", "Item numbers.")],
        discussion: """
            Each code is asked again, whatever its status and however young its cached
            answer, within the rate limit: a barcode, a catalogue number, a disc (by its
            stored disc ID, table of contents and MCN) and an imported release (by its
            Discogs id, from the dump index or Discogs). Every copy of it gets the answer,
            except that a release you chose (items pick, catalog --review) stays chosen.
            Releases are fetched only from Discogs or a dump index: without a token and an
            index (or with --source musicbrainz) they are left as they are, with a note.
            Invalid lines and photos without a barcode have nothing to look up by and are
            left as they are too. Takes the catalogue's one-writer lock (exit 75 while
            another cdscan writes to it). Exit status as for catalog.
            """)

    static func validate(_ options: ItemsRefreshOptions, arguments: [String], context: CommandContext)
        throws(UsageError)
    {
        guard !options.all else { return }
        _ = try ItemsCommand.requiredSelections(
            arguments, options, command: spec.name, what: "refresh",
            alternatives: "item numbers, --barcode, --status or --all")
    }

    static func run(_ options: ItemsRefreshOptions, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = options.all ? [.all] : try ItemsCommand.selections(arguments, options, command: spec.name)
        return try ItemsRefreshRun.run(options, selections: selections, context: context)
    }
}

extension ItemsRefreshOptions: ItemSelectionOptions {}
