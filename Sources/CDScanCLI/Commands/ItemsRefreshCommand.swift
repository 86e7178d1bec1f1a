import Barcode
import Catalog
import Cataloging
import CommandLineKit
import Lookup
import Presentation

/// `cdscan items refresh`: looks the selected items' barcodes up again, without the cache.
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
            Each barcode is asked again, whatever its status and however young its cached
            answer, within the rate limit; every copy of it gets the answer, except that a
            release you chose (items pick, catalog --review) stays chosen. Items without a
            barcode are left as they are. Takes the catalogue's one-writer lock (exit 75
            while another cdscan writes to it). Exit status as for catalog.
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
        var seen = Set<String>()
        let barcodes = items.compactMap(\.gtin).filter { seen.insert($0.ean13).inserted }
        let skipped = items.count { $0.gtin == nil }
        if skipped > 0 { setup.console.message("\(Plural.count(skipped, "item")) without a barcode left as they are") }
        guard !barcodes.isEmpty else {
            setup.console.message("no barcodes to look up")
            return .success
        }
        return try refresh(barcodes, setup)
    }

    /// Runs the batch over `barcodes` and prints the summary; the status as `catalog` would end with.
    private static func refresh(_ barcodes: [GTIN], _ setup: CatalogRun.Setup) throws -> ExitCode {
        let console = setup.console
        let progress = BatchProgress(
            console: console, style: ProgressReporter.style(for: console, enabled: setup.options.progress),
            time: setup.context.time, budget: CatalogRun.budget(setup))
        let runner = CatalogRun.makeRunner(setup, observer: progress, refresh: barcodes)
        let report = CatalogRun.withSignals(setup.environment) { runner.run() }
        let status = report.stop.map { CDScan.report($0, console) } ?? .success
        let refreshed = try setup.store.items(anyOf: barcodes.map { .barcode($0.ean13) })
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
