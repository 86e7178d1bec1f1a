import Catalog
import CommandLineKit
import Workflows

/// The options of the commands that use the catalog database: `scan`, `catalog` and `export`.
protocol CatalogDatabaseOption: Sendable {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    var database: String? { get set }
}

/// The options of the commands that write the catalog as CSV: `catalog` and `export`.
protocol CatalogCSVOptions: CatalogDatabaseOption {
    /// `-o`: the CSV file; nil: standard output.
    var output: String? { get set }
}

extension OptionSpec where Options: CatalogDatabaseOption {
    /// `--db PATH`.
    static var database: Self {
        .value("db", "path", help: "The catalog database.") { options, text in options.database = text }
            .defaulting { $0.database ?? CatalogStore.defaultPathDescription }
    }
}

extension OptionSpec where Options: CatalogCSVOptions {
    /// `-o, --output FILE.csv`.
    static var csvOutput: Self {
        .value("output", short: "o", "file.csv", help: "Write the CSV here.") { options, text in options.output = text }
            .defaulting { $0.output ?? "standard output" }
    }
}

extension OptionSpec where Options == CatalogOptions {
    /// `--format cdscan|discogs|spreadsheet|jsonl` (export's also takes html: `exportFormat`).
    static func csvFormat(command: String) -> Self {
        .value(
            "format", "cdscan|discogs|spreadsheet|jsonl",
            help: "cdscan, discogs (Discogs' collection import: its release ids only), spreadsheet "
                + "(cdscan's columns for Excel: a BOM, barcodes kept as text), or jsonl (one JSON object a line)."
        ) {
            options, text throws(UsageError) in
            guard let format = CatalogCSV.Format(rawValue: text) else {
                throw UsageError(
                    "'--format' is cdscan, discogs, spreadsheet or jsonl, not '\(text)'", command: command)
            }
            options.format = format
        }.defaulting { $0.format.rawValue }
    }
}
