import Catalog
import Cataloging
import Presentation

/// `cdscan items refresh` once its command line is checked: the selected items' codes (barcodes,
/// catalogue numbers, discs, releases) looked up again without the cache, then the summary.
package enum ItemsRefreshRun {
    /// Looks the items `selections` picks up again; the status as `catalog` would end with.
    /// Throws what ends the run (no catalog, the catalog in use), for `ErrorReport`.
    package static func run(
        _ options: ItemsRefreshOptions, selections: [ItemSelection], context: CommandContext
    ) throws -> ExitCode {
        let setup = try CatalogRun.open(
            catalogOptions(options), context: context, create: false)
        let items = try setup.store.items(anyOf: selections)
        let (subjects, left) = try BatchSubject.refreshing(items, path: setup.store.path)
        if left > 0 {
            setup.console.message(ItemNotes.leftAsTheyAre(left))
        }
        guard !subjects.isEmpty else {
            setup.console.message(ItemNotes.nothingToLookUp)
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
        let report = CatalogRun.withSignals(setup.context) { runner.run() }
        report.setAsideNote.map(console.message)
        let status = report.stop.map { ErrorReport.report($0, console) } ?? .success
        let keys = Set(subjects.map(\.key)).subtracting(report.setAside.map(\.key))
        // Every code set aside: nothing was asked, so there is nothing to sum up.
        if keys.isEmpty, report.stop == nil { return .success }
        let setRight = CatalogSummary.setRight(after: report.stop, status: status)
        // Stopped for its configuration before any lookup: the items are as they were, so the
        // counts would sum up what this run did not touch.
        if let setRight, report.tally.done == 0 {
            console.message(CatalogSummary.nothingRefreshed(setRight: setRight))
            return status
        }
        let refreshed = try setup.store.allItems().filter { keys.contains($0.key) }
        var summary = CatalogSummary(
            items: refreshed, invalidLines: 0, tally: report.tally, remaining: report.remaining)
        summary.setRight = setRight
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        return max(status, summary.status, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// The `catalog` options the runner reads: the catalogue, the sources, the progress.
    private static func catalogOptions(_ options: ItemsRefreshOptions) -> CatalogOptions {
        CatalogOptions(
            runnerOf: options.database, source: options.sources.source, dumpIndex: options.sources.dumpIndex,
            retry: false,
            progress: options.progress)
    }
}
