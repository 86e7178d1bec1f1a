import Catalog
import CommandLineKit
import Lookup
import Presentation

/// What `cdscan catalog` was asked to do, as its command line set it; the runs read it. Each
/// field declares its option.
package struct CatalogOptions: ReleaseExtrasOptions, ParsableOptions {
    /// `-o`: the CSV file; nil: standard output.
    @Option(.csvOutput) package var output: String? = nil
    /// `--format`: the CSV's (or JSON Lines') columns.
    @Option(.csvFormat) package var format = CatalogCSV.Format.cdscan
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil
    /// `--source`, `--index`.
    @OptionGroup package var sources = SourceOptions()
    /// `--pick` (all by default), `--details`, `--add-to-collection`, `--folder`.
    @OptionGroup(
        help: [
            "pick": "Several CDs on one barcode: mark it ambiguous (all), take the best ranked "
                + "(best), or ask at the end of the run on a terminal (ask).",
            "details": "Also fetch and store each found release's tracklist, credits and identifiers.",
        ])
    package var choice = ReleaseChoiceOptions(pick: .all)
    /// `--location`: where every copy the run records is kept.
    @Option(.location(help: "Put every copy this run records at this place (levels separated by '/')."))
    package var location: ShelfLocation? = nil
    /// `--review`: choose the release of each ambiguous barcode in the catalog.
    @Option(
        .flag("review", help: "Choose the release of each ambiguous barcode, on a terminal, and save it.", sets: true))
    package var review = false
    /// `--add-removed`: record again the copies of the list (or photos) removed with `items remove`.
    @Option(
        .flag(
            "add-removed", help: "Add again the copies of this list (or these photos) that 'items remove' removed.",
            sets: true))
    package var addRemoved = false
    /// `--retry`: look up again the barcodes not found last time.
    @Option(.flag("retry", help: "Look up again the barcodes that were not found last time.", sets: true))
    package var retry = false
    /// Seconds a cached lookup stays fresh (Discogs' terms: 6 hours).
    @Option(
        .value(
            "max-age", "duration", help: "Reuse lookups younger than this (e.g. 90m, 1d).",
            shown: OptionValues.durationText
        ) { text throws(UsageError) in
            try OptionValues.duration(text, option: "max-age", maximum: CatalogStore.maximumCacheAge)
        })
    package var maxAge: Double = CatalogStore.defaultCacheAge
    /// `--images`: the folders whose photos hold the barcodes.
    @Option(
        .adding("images", "folder", help: "Read the barcodes from the photos in this folder (repeatable).") {
            folders, text in folders.append(text)
        })
    package var images: [String] = []
    /// `--no-recursive`: the `--images` folders' own photos only.
    @Option(.noRecursive(of: "--images")) package var recursive = true
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    @Option(.anyPrefix) package var anyPrefix = false
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    @Option(.noProgress) package var progress = true
    /// `--no-bell`: no bell for a code found at the terminal (`catalog -`).
    @Option(.noBell) package var bell = true
    /// `--resume`: also look up what earlier runs left pending.
    @Option(
        .flag(
            "resume",
            help: "Also look up the barcodes earlier runs left pending (alone: only those; default: only this run's).",
            sets: true))
    package var resume = false
    /// `--disc`: catalogue the discs put in the drive, one after another.
    @Option(
        .flag(
            "disc", help: "Catalogue the audio CDs put in the drive, one after another (Enter: the next).", sets: true))
    package var disc = false
    /// `--device`: the drive `--disc` reads; nil: the first of /dev/sr0, /dev/sr1, ...
    @Option(
        .text("device", "path", help: "The CD drive for --disc (default: the first of /dev/sr0, /dev/sr1, ...)."))
    package var device: String? = nil
    /// `--eject`: open the tray after each disc.
    @Option(.flag("eject", help: "With --disc: eject each disc when it is done, so the next can go in.", sets: true))
    package var eject = false
    /// `--rows`: the CSV holds the whole catalog or this run's barcodes.
    @Option(
        .value(
            "rows", "catalog|run", help: "The CSV holds the whole catalog or this run's barcodes.", shown: \.rawValue
        ) { text throws(UsageError) in
            guard let rows = CSVRows(rawValue: text) else {
                throw UsageError("'--rows' is catalog or run, not '\(text)'")
            }
            return rows
        })
    package var rows = CSVRows.catalog

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// What a batch runner reads for a command other than `catalog` (`items import`, `items
    /// refresh`): the catalogue (`database`), where to look up, `--retry`, the progress line.
    init(runnerOf database: String?, source: SourceChoice, dumpIndex: String?, retry: Bool, progress: Bool) {
        (self.database, self.sources.source, self.sources.dumpIndex, self.retry, self.progress) =
            (database, source, dumpIndex, retry, progress)
    }

    /// Which items the CSV of a `catalog` run holds.
    package enum CSVRows: String, Sendable {
        /// Every item of the catalog (the default).
        case catalog
        /// The barcodes this run was given.
        case run
    }
}
