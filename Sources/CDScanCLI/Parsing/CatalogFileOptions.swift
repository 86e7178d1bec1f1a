import Workflows

/// The options of the commands that use the catalog database: `scan`, `catalog` and `export`.
protocol CatalogDatabaseOption: Sendable {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    var database: String? { get }
}

/// The options of the commands that write the catalog as CSV: `catalog` and `export`.
protocol CatalogCSVOptions: CatalogDatabaseOption {
    /// `-o`: the CSV file; nil: standard output.
    var output: String? { get }
}
