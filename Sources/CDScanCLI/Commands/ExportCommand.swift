import Basics
import Catalog
import Cataloging

/// `cdscan export`: the catalog database to CSV, or an HTML gallery (ExportCommand+Gallery.swift).
enum ExportCommand {
    struct Options: CatalogCSVOptions {
        var output: String?
        var format = "cdscan"
        var database: String?
        /// `--no-covers`: the gallery downloads no cover.
        var noCovers = false
    }

    static let spec = CommandSpec<Options>(
        name: "export",
        abstract: "Write the catalog database as CSV, or as an HTML gallery with covers and statistics.",
        positionals: .none,
        arguments: [],
        options: [
            .csvOutput,
            .exportFormat,
            .noCovers,
            .database,
        ])

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        if let extra = arguments.first { throw UsageError("Unexpected argument '\(extra)'", command: "export") }
        if options.format == "html" { return try runGallery(options, context: context) }
        let outputPath = options.output.map { FilePaths.resolve($0, in: context.directory) }
        let databasePath =
            options.database.map { FilePaths.resolve($0, in: context.directory) }
            ?? CatalogStore.defaultPath(environment: context.environment)
        // create: false, so a mistyped --db path is an error rather than a new empty catalog.
        let items = try CatalogStore(path: databasePath, create: false).allItems()
        let format = CatalogCSV.Format(rawValue: options.format) ?? .cdscan
        if let outputPath {
            try CatalogCSV.export(items, format: format, to: outputPath)
        } else {
            context.console.out(CatalogCSV.document(for: items, format: format))
        }
        return .success
    }
}
