/// What `cdscan export` runs with once its command line is parsed.
package struct ExportOptions: Sendable {
    /// `-o`: the CSV file, or the gallery's folder; nil: standard output.
    package var output: String?
    /// `--format`: a file (cdscan, discogs, spreadsheet, jsonl) or the gallery (html).
    package var format = ExportFormat.file(.cdscan)
    /// `--db`: the catalog database; nil: the default.
    package var database: String?
    /// `--no-covers`: the gallery downloads no cover.
    package var noCovers = false
    /// False after `--no-progress`: no progress bar while the gallery's covers are fetched.
    package var progress = true

    /// The defaults `cdscan export --help` shows.
    package init() {}
}
