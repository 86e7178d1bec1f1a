import Basics
import Catalog
import Cataloging
import CommandLineKit
import DumpIndex
import Lookup
import Presentation
import Settings
import Terminal
import Workflows

/// `cdscan items import`: a Discogs collection export into the catalogue, each release fetched by its id.
enum ItemsImportCommand {
    struct Options: LookupOptions, CatalogDatabaseOption {
        var database: String?
        var source = SourceChoice.auto
        var retry = false
        var progress = true
        /// Not options: a release id names one release, and nothing more is done with it.
        var pick = PressingPicker.Mode.all
        var extras = ExtrasOptions()
    }

    static let spec = CommandSpec<Options>(
        name: "items import", abstract: "Import a Discogs collection export (CSV), fetching each release by its id.",
        positionals: .optional, arguments: [("file", "The CSV from Discogs' Collection > Export.")],
        options: [
            .value(
                "source", "auto|dump|discogs",
                help: "Where the releases come from: the data dump index when it holds them, else Discogs "
                    + "(auto, the default), or one of them."
            ) { options, text throws(UsageError) in
                guard let choice = SourceChoice(rawValue: text), choice != .musicbrainz else {
                    throw UsageError(
                        "'--source' is auto, dump or discogs, not '\(Displayable.escaped(text))' "
                            + "(an export names Discogs releases)", command: "items import")
                }
                options.source = choice
            }.defaulting { $0.source.rawValue },
            .flag("retry", help: "Fetch again the releases that were not found last time.") { $0.retry = true },
            .flag("no-progress", help: "No progress bar or progress lines on stderr.") { $0.progress = false },
            .database,
        ],
        discussion: """
            Each row becomes an item of kind 'release' (code discogs:ID) keeping the row's
            rating, folder, media and sleeve conditions, notes and date added. The export has
            no barcodes, so each release is fetched by its id: from the dump index when it
            holds it (no request), else from Discogs' /releases/ID within the rate limit
            (DISCOGS_TOKEN needed). A copy is the file's path and the n-th row of its release
            id: importing the same file again adds no copies, updates what the rows say, and
            fetches only what is still pending or failed (--retry: not found ones too).
            Rows whose release_id is no number are reported and skipped. Takes the
            catalogue's one-writer lock. Exit status: 0 all found, 1 some not found, 64
            usage, 65 not a Discogs export (nothing imported) or rows skipped, 66 the file
            cannot be read, 75 the catalog in use, 77 token refused, 78 no DISCOGS_TOKEN
            (and no dump index), 130 interrupted.

            EXAMPLES:
              cdscan items import ~/Downloads/me-collection-20251201.csv
              cdscan items import export.csv --source dump      # the dump index alone, no network
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard let name = arguments.first else {
            throw UsageError("missing expected argument '<file>'", command: spec.name)
        }
        let path = OutputFile.followingLinks(FilePaths.resolve(name, in: context.directory))
        let rows = try readExport(name, at: path)
        let settings = context.loadSettings()
        // No token and no index, or --source dump without one: stop before anything is recorded.
        _ = try makeSession(options, settings: settings, context: context)
        LookupSession.releaseNote(settings.lookup, choice: options.source, hasDump: settings.hasDumpIndex).map(
            context.console.message)
        let environment = CatalogRun.Environment(
            standardInput: .process(), handlesSignals: true,
            makeSession: { try makeSession(options, settings: settings, context: context) })
        let setup = try CatalogRun.open(
            catalogOptions(options), context: context, environment: environment, create: true)
        let recorded = try CollectionImport.record(
            rows.rows, problems: rows.problems, path: path, name: name, in: setup.store)
        return try fetch(recorded, name: name, setup)
    }

    /// The rows of the export at `path` (`name` as given); throws a failure when the file cannot be
    /// read (66) or is not a Discogs export (65), before anything is recorded.
    private static func readExport(_ name: String, at path: String) throws -> (
        rows: [DiscogsCollectionImport.Row], problems: [DiscogsCollectionImport.Problem]
    ) {
        let bytes: [UInt8]
        do throws(CatalogInputs.Failure) {
            bytes = Array(try CatalogInputs.readFile(path, shownAs: name))
        } catch {
            throw CommandFailure(
                message: "cannot read \(Displayable.escaped(name)): \(error.reason).", status: .noInput)
        }
        do throws(DiscogsCollectionImport.Failure) {
            return try DiscogsCollectionImport.read(bytes)
        } catch {
            throw CommandFailure(
                message: "\(Displayable.escaped(name)): \(error); nothing was imported", status: .dataError)
        }
    }

    /// Fetches the pending releases of `recorded` and prints the summary; the status `catalog` would end with.
    private static func fetch(_ recorded: CollectionImport.Recorded, name: String, _ setup: CatalogRun.Setup) throws
        -> ExitCode
    {
        let console = setup.console
        for problem in recorded.problems { console.warning("\(Displayable.escaped(name)), \(problem); not imported") }
        console.message(recorded.summary(name: Displayable.escaped(name)))
        let progress = BatchProgress(
            console: console, style: ProgressReporter.style(for: console, enabled: setup.options.progress),
            time: setup.context.time, budget: CatalogRun.budget(setup))
        let runner = CatalogRun.makeRunner(setup, observer: progress, only: recorded.keys)
        let report = CatalogRun.withSignals(setup.environment) { runner.run() }
        let status = report.stop.map { CDScan.report($0, console) } ?? .success
        let items = try setup.store.allItems().filter { recorded.keys.contains($0.codeKey) }
        let summary = CatalogSummary(
            items: items, invalidLines: recorded.problems.count, tally: report.tally, remaining: report.remaining)
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        let skipped: ExitCode = recorded.problems.isEmpty ? .success : .dataError
        return max(status, summary.status, skipped, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// The session that fetches releases: the dump index and Discogs, as `--source` says.
    private static func makeSession(_ options: Options, settings: Settings, context: CommandContext) throws
        -> LookupSession
    {
        let dump = try DumpIndex.open(for: options.source, environment: settings.variables)
        return try LookupSession.makeForReleases(
            settings.lookup, choice: options.source, dump: dump, time: context.time)
    }

    /// The `catalog` options the runner reads: the catalogue, the source, `--retry`, the progress.
    private static func catalogOptions(_ options: Options) -> CatalogCommand.Options {
        var catalog = CatalogCommand.Options()
        catalog.database = options.database
        catalog.source = options.source
        catalog.retry = options.retry
        catalog.progress = options.progress
        return catalog
    }
}

extension CatalogInputs.Failure {
    /// Why the file could not be read, for "cannot read FILE: REASON".
    var reason: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .nothingToRead: "nothing to read"
        case .collectionExport: "it is a Discogs collection export"
        }
    }
}
