import Basics
import Catalog
import Cataloging
import Lookup
import Presentation
import Terminal

/// `cdscan items import` once its command line is checked: the Discogs collection export read,
/// its rows recorded as items, each pending release fetched by its id, the summary printed.
package enum ItemsImportRun {
    /// Imports the export `name` names (relative to the working directory); the status `catalog`
    /// would end with, 65 when rows were skipped or values refused. Throws what ends the run, for `ErrorReport`.
    package static func run(_ options: ItemsImportOptions, file name: String, context: CommandContext) throws
        -> ExitCode
    {
        let path = OutputFile.followingLinks(FilePaths.resolve(name, in: context.directory))
        let rows = try readExport(name, at: path)
        let assembly = RunAssembly(
            source: options.source, dumpIndex: options.dumpIndex, context: context, purpose: .releases)
        // No token and no index, or --source dump without one: stop before anything is recorded.
        // The session made for that check is the one the batch fetches with.
        let session = try assembly.makeSession()
        let setup = try CatalogRun.open(
            catalogOptions(options), context: context, create: true, assembly: assembly)
        let recorded = try CollectionImport.record(
            rows.rows, problems: rows.problems, path: path, name: name, in: setup.store)
        return try fetch(recorded, name: name, session: session, setup)
    }

    /// The rows of the export at `path` (`name` as given); throws a failure when the file cannot be
    /// read (66) or is not a Discogs export (65), before anything is recorded.
    private static func readExport(_ name: String, at path: String) throws -> (
        rows: [DiscogsCollectionImport.Row], problems: [DiscogsCollectionImport.Problem]
    ) {
        let bytes = Array(try CatalogInputs.readFile(path, shownAs: name))
        do throws(DiscogsCollectionImport.Failure) {
            return try DiscogsCollectionImport.read(bytes)
        } catch {
            throw CommandFailure.unimportableCollection(name: name, reason: error)
        }
    }

    /// Fetches the pending releases of `recorded` and prints the summary; the status `catalog` would end with.
    private static func fetch(
        _ recorded: CollectionImport.Recorded, name: String, session: LookupSession, _ setup: CatalogRun.Setup
    ) throws -> ExitCode {
        let console = setup.console
        for problem in recorded.problems { console.warning(ItemNotes.notImported(problem, file: name)) }
        for refusal in recorded.refusals { console.warning(ItemNotes.importedWithout(refusal, file: name)) }
        console.message(recorded.summary(name: Displayable.escaped(name)))
        let progress = BatchProgress(
            console: console, style: ProgressReporter.style(for: console, enabled: setup.options.progress),
            time: setup.context.time, budget: CatalogRun.budget(setup))
        let runner = CatalogRun.makeRunner(setup, observer: progress, only: recorded.keys, session: session)
        let report = CatalogRun.withSignals(setup.context) { runner.run() }
        let status = report.stop.map { ErrorReport.report($0, console) } ?? .success
        let items = try setup.store.allItems().filter { recorded.keys.contains($0.key) }
        var summary = CatalogSummary(
            items: items, invalidLines: recorded.problems.count, tally: report.tally, remaining: report.remaining)
        summary.setRight = CatalogSummary.setRight(after: report.stop, status: status)
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        // Invalid input, as `catalog`'s invalid lines: a row skipped, or imported without a value.
        let refused: ExitCode = recorded.problems.isEmpty && recorded.refusals.isEmpty ? .success : .dataError
        return max(status, summary.status, refused, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// The `catalog` options the runner reads: the catalogue, the source, `--retry`, the progress.
    private static func catalogOptions(_ options: ItemsImportOptions) -> CatalogOptions {
        CatalogOptions(
            runnerOf: options.database, source: options.source, dumpIndex: options.dumpIndex, retry: options.retry,
            progress: options.progress)
    }
}
