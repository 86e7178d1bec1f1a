import Basics
import Catalog
import Cataloging
import CommandLineKit
import Workflows

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
        if let extra = arguments.first { throw UsageError("unexpected argument '\(extra)'", command: "export") }
        if options.format == "html" { return try runGallery(options, context: context) }
        let databasePath = context.databasePath(options.database)
        // Checked before anything is read: the catalog itself is never an output.
        let output = try context.outputFile(options.output, database: databasePath)
        // create: false, so a mistyped --db path is an error rather than a new empty catalog.
        let items = try CatalogStore(path: databasePath, create: false).allItems()
        let format = CatalogCSV.Format(rawValue: options.format) ?? .cdscan
        // The discogs format says what it left out and why; items left out make the status 1.
        let leftOut = format == .discogs ? DiscogsExport.summary(items) : nil
        let status: ExitCode = format == .discogs && !DiscogsExport.leftOut(items).isEmpty ? .notFound : .success
        guard let output, output.destination != .standardOutput else {
            context.console.out(CatalogCSV.document(for: items, format: format))
            leftOut.map(context.console.message)
            return status
        }
        try CatalogCSV.export(items, format: format, to: output)
        leftOut.map { context.console.message("\($0) to \(output.name)") }
        return status
    }
}
