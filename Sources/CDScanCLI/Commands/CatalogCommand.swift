/// `cdscan catalog`: a whole collection's barcodes to a catalog database and a CSV.
enum CatalogCommand {
    struct Options: Sendable {
        var output: String?
        var format = "cdscan"
        var database: String?
        var retry = false
        /// Seconds a cached lookup stays fresh (Discogs' terms: 6 hours).
        var maxAge: Double = 6 * 3600
        var images: [String] = []
        var progress = true
    }

    static let spec = CommandSpec<Options>(
        name: "catalog",
        abstract: "Look up a whole collection's barcodes, resumably, and write a CSV.",
        usage: "[<file>|-|<barcode>...] [--images <folder>] [-o <file.csv>] [--format cdscan|discogs]",
        arguments: [
            (
                "file",
                "A file of barcodes, one per line ('-' or nothing: standard input); a note may follow a tab or comma."
            ),
            ("barcode", "Barcodes given directly."),
        ],
        options: [
            .value("output", short: "o", "file.csv", help: "Write the CSV here (default: standard output).") {
                options, text in options.output = text
            },
            .value("format", "format", help: "cdscan (default) or discogs (Discogs' collection export columns).") {
                options, text throws(UsageError) in
                guard ["cdscan", "discogs"].contains(text) else {
                    throw UsageError("'--format' is cdscan or discogs, not '\(text)'", command: "catalog")
                }
                options.format = text
            },
            .value("db", "path", help: "The catalog database (default $XDG_DATA_HOME/cdscan/catalog.sqlite).") {
                options, text in options.database = text
            },
            .flag("retry", help: "Look up again the barcodes that were not found last time.") { $0.retry = true },
            .value("max-age", "duration", help: "Reuse lookups younger than this (default 6h; e.g. 90m, 1d).") {
                options, text throws(UsageError) in
                options.maxAge = try OptionValues.duration(text, option: "max-age", command: "catalog")
            },
            .value("images", "folder", help: "Read the barcodes from the photos in this folder (repeatable).") {
                options, text in options.images.append(text)
            },
            .flag("no-progress", help: "No progress bar or progress lines on stderr.") { $0.progress = false },
        ],
        discussion: """
            EXAMPLES:
              cdscan catalog barcodes.txt -o collection.csv
              cdscan catalog --images ~/Pictures/cd-backs -o collection.csv
              cdscan scan --continuous --catalog collection.csv
              cut -f1 inventory.tsv | cdscan catalog -o collection.csv
              cdscan catalog barcodes.txt --retry -o collection.csv   # the not-found ones again

            Every result is saved in the catalog database as soon as it arrives: a run
            stopped by Ctrl-C, a crash or kill -9 goes on where it left off when run again.
            Ctrl-C stops after the lookup in flight (twice: at once); the CSV is still written.

            Exit status: 0 all found, 1 some not found, 65 invalid lines, 66 a list cannot be
            read, 69 Discogs unavailable, 73 the CSV or database cannot be written,
            75 rate-limited, 77 token refused, 78 no token configured, 130 interrupted.
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) -> ExitCode {
        CatalogBatch.run(
            options, arguments: arguments, context: context,
            environment: .init(standardInput: .process(), handlesSignals: true))
    }
}
