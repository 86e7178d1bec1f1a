import Catalog
import Cataloging
import CommandLineKit
import Lookup
import Presentation
import Workflows

/// `cdscan items refresh`: looks the selected items' codes (barcodes, catalogue numbers, discs,
/// releases) up again, without the cache.
enum ItemsRefreshCommand {
    struct Options: ItemSelectionOptions, LookupOptions {
        var database: String?
        var barcodes: [String] = []
        var statuses: Set<ItemStatus> = []
        var all = false
        var source = SourceChoice.auto
        var progress = true
        /// Not an option: several releases on a barcode make it ambiguous, as `catalog` does.
        var pick = PressingPicker.Mode.all
        var extras = ExtrasOptions()
    }

    static let spec = CommandSpec<Options>(
        name: "items refresh", abstract: "Look items up again (after fixing a token, or for Discogs' edits).",
        positionals: .zeroOrMore, arguments: [("item", "Item numbers.")],
        options: [
            .barcode(command: "items refresh"), .status(command: "items refresh"),
            .flag("all", help: "Every item.") { $0.all = true },
            .source(command: "items refresh"),
            .flag("no-progress", help: "No progress bar or progress lines on stderr.") { $0.progress = false },
            .database,
        ],
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

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        var selections = try ItemsCommand.selections(arguments, options, command: spec.name)
        if options.all { selections = [.all] }
        guard !selections.isEmpty else {
            throw UsageError(
                "say which items to refresh: item numbers, --barcode, --status or --all", command: spec.name)
        }
        let environment = CatalogRun.Environment(standardInput: .process(), handlesSignals: true)
        let setup = try CatalogRun.open(
            catalogOptions(options), context: context, environment: environment, create: false)
        let items = try setup.store.items(anyOf: selections)
        let (subjects, left) = try BatchSubject.refreshing(items, path: setup.store.path)
        if left > 0 {
            setup.console.message("\(Plural.count(left, "item")) with nothing to look up by left as they are")
        }
        guard !subjects.isEmpty else {
            setup.console.message("nothing to look up")
            return .success
        }
        return try refresh(subjects, setup)
    }

    /// Runs the batch over `subjects` and prints the summary; the status as `catalog` would end with.
    private static func refresh(_ subjects: [BatchSubject], _ setup: CatalogRun.Setup) throws -> ExitCode {
        let console = setup.console
        let progress = BatchProgress(
            console: console, style: ProgressReporter.style(for: console, enabled: setup.options.progress),
            time: setup.context.time, budget: CatalogRun.budget(setup))
        let runner = CatalogRun.makeRunner(setup, observer: progress, refresh: subjects)
        let report = CatalogRun.withSignals(setup.environment) { runner.run() }
        report.setAsideNote.map(console.message)
        let status = report.stop.map { CDScan.report($0, console) } ?? .success
        let keys = Set(subjects.map(\.key)).subtracting(report.setAside.map(\.key))
        // Every code set aside: nothing was asked, so there is nothing to sum up.
        if keys.isEmpty, report.stop == nil { return .success }
        let refreshed = try setup.store.allItems().filter { keys.contains($0.codeKey) }
        let summary = CatalogSummary(
            items: refreshed, invalidLines: 0, tally: report.tally, remaining: report.remaining)
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        return max(status, summary.status, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// The `catalog` options the runner reads: the catalogue, the sources, the progress.
    private static func catalogOptions(_ options: Options) -> CatalogCommand.Options {
        var catalog = CatalogCommand.Options()
        catalog.database = options.database
        catalog.source = options.source
        catalog.progress = options.progress
        return catalog
    }
}
