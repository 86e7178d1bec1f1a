import CommandLineKit

/// What `cdscan export` runs with once its command line is parsed: each field declares its option.
package struct ExportOptions: ParsableOptions {
    /// `-o`: the CSV file, or the gallery's folder; nil: standard output.
    @Option(.csvOutput) package var output: String? = nil
    /// `--format`: a file (cdscan, discogs, spreadsheet, jsonl) or the gallery (html).
    @Option(
        .value(
            "format", "cdscan|discogs|spreadsheet|jsonl|html",
            help: "cdscan, discogs (Discogs' collection import: its release ids only), spreadsheet "
                + "(cdscan's columns for Excel: a BOM, barcodes kept as text), jsonl (one JSON object a line), "
                + "or html (a gallery: -o names its folder).", shown: \.name
        ) { text throws(UsageError) in
            guard let format = ExportFormat(name: text) else {
                throw UsageError("'--format' is cdscan, discogs, spreadsheet, jsonl or html, not '\(text)'")
            }
            return format
        })
    package var format = ExportFormat.file(.cdscan)
    /// `--no-covers`: the gallery downloads no cover.
    @Option(
        .flag(
            "no-covers",
            help: "With --format html: download no covers and ask Discogs for no image URL (those already in "
                + "the folder stay).", sets: true))
    package var noCovers = false
    /// False after `--no-progress`: no progress bar while the gallery's covers are fetched.
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default.
    @Option(.database) package var database: String? = nil

    /// The defaults `cdscan export --help` shows.
    package init() {}
}
