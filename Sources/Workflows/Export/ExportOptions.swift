/// What `cdscan export` runs with once its command line is parsed.
public struct ExportOptions: Sendable {
    /// `-o`: the CSV file, or the gallery's folder; nil: standard output.
    public var output: String?
    /// `--format`: cdscan, discogs, spreadsheet, jsonl or html.
    public var format = "cdscan"
    /// `--db`: the catalog database; nil: the default.
    public var database: String?
    /// `--no-covers`: the gallery downloads no cover.
    public var noCovers = false
    /// False after `--no-progress`: no progress bar while the gallery's covers are fetched.
    public var progress = true

    /// The defaults `cdscan export --help` shows.
    public init() {}
}
