import Catalog
import Lookup
import Presentation

/// What `cdscan catalog` was asked to do, as its option table fills it in; the runs read it.
package struct CatalogOptions: LookupOptions {
    /// `-o`: the CSV file; nil: standard output.
    package var output: String?
    /// `--format`: the CSV's (or JSON Lines') columns.
    package var format = CatalogCSV.Format.cdscan
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    package var database: String?
    /// `--retry`: look up again the barcodes not found last time.
    package var retry = false
    /// Seconds a cached lookup stays fresh (Discogs' terms: 6 hours).
    package var maxAge: Double = CatalogStore.defaultCacheAge
    /// `--images`: the folders whose photos hold the barcodes.
    package var images: [String] = []
    /// `--no-recursive`: the `--images` folders' own photos only.
    package var recursive = true
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    package var progress = true
    package var source = SourceChoice.auto
    package var dumpIndex: String?
    /// `all`: several CDs on a barcode make it `ambiguous`; `best` takes the best
    /// ranked; `ask` reviews this run's ambiguous barcodes at the end, on a terminal.
    package var pick = PickMode.all
    /// `--review`: choose the release of each ambiguous barcode in the catalog.
    package var review = false
    package var extras = ExtrasOptions()
    /// `--resume`: also look up what earlier runs left pending.
    package var resume = false
    /// `--rows`: the CSV holds the whole catalog or this run's barcodes.
    package var rows = CSVRows.catalog
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    package var anyPrefix = false
    /// `--disc`: catalogue the discs put in the drive, one after another.
    package var disc = false
    /// `--device`: the drive `--disc` reads; nil: the first of /dev/sr0, /dev/sr1, ...
    package var device: String?
    /// `--eject`: open the tray after each disc.
    package var eject = false
    /// `--no-bell`: no bell for a code found at the terminal (`catalog -`).
    package var bell = true

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// What a batch runner reads for a command other than `catalog` (`items import`, `items
    /// refresh`): the catalogue (`database`), where to look up, `--retry`, the progress line.
    init(runnerOf database: String?, source: SourceChoice, dumpIndex: String?, retry: Bool, progress: Bool) {
        (self.database, self.source, self.dumpIndex, self.retry, self.progress) =
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
