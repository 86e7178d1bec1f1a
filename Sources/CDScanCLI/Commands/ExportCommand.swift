import Catalog
import Cataloging

/// `cdscan export`: the catalog database to CSV, without the network.
enum ExportCommand {
    struct Options: CatalogCSVOptions {
        var output: String?
        var format = "cdscan"
        var database: String?
    }

    static let spec = CommandSpec<Options>(
        name: "export",
        abstract: "Write the catalog database as CSV, without using the network.",
        positionals: .none,
        arguments: [],
        options: [
            .csvOutput,
            .csvFormat(command: "export"),
            .database,
        ])

    static func run(_ options: Options, arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        if let extra = arguments.first {
            return CDScan.usageFailure(UsageError("unexpected argument '\(extra)'", command: "export"), console)
        }
        let outputPath = options.output.map { CatalogInputs.resolve($0, in: context.directory) }
        let databasePath =
            options.database.map { CatalogInputs.resolve($0, in: context.directory) }
            ?? CatalogStore.defaultPath(environment: context.environment)
        let items: [CatalogItem]
        do {
            // create: false, so a mistyped --db path is an error rather than a new empty catalog.
            items = try CatalogStore(path: databasePath, create: false).allItems()
        } catch {
            console.error("\(error).")
            return ExitCode(error)
        }
        let format = CatalogCSV.Format(rawValue: options.format) ?? .cdscan
        guard let outputPath else {
            console.out(CatalogCSV.document(for: items, format: format))
            return .success
        }
        do {
            try CatalogCSV.export(items, format: format, to: outputPath)
        } catch {
            console.error("\(error).")
            return ExitCode(error)
        }
        return .success
    }
}
