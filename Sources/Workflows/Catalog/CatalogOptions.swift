import Catalog
import Lookup
import Presentation

/// What `cdscan catalog` was asked to do, as its option table fills it in; the runs read it.
public struct CatalogOptions: LookupOptions {
    /// `-o`: the CSV file; nil: standard output.
    public var output: String?
    /// `--format`: "cdscan", "discogs", "spreadsheet" or "jsonl".
    public var format = "cdscan"
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    public var database: String?
    /// `--retry`: look up again the barcodes not found last time.
    public var retry = false
    /// Seconds a cached lookup stays fresh (Discogs' terms: 6 hours).
    public var maxAge: Double = CatalogStore.defaultCacheAge
    /// `--images`: the folders whose photos hold the barcodes.
    public var images: [String] = []
    /// `--no-recursive`: the `--images` folders' own photos only.
    public var recursive = true
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    public var progress = true
    public var source = SourceChoice.auto
    public var dumpIndex: String?
    /// `all`: several CDs on a barcode make it `ambiguous`; `best` takes the best
    /// ranked; `ask` reviews this run's ambiguous barcodes at the end, on a terminal.
    public var pick = PressingPicker.Mode.all
    /// `--review`: choose the release of each ambiguous barcode in the catalog.
    public var review = false
    public var extras = ExtrasOptions()
    /// `--resume`: also look up what earlier runs left pending.
    public var resume = false
    /// `--rows`: the CSV holds the whole catalog or this run's barcodes.
    public var rows = CSVRows.catalog
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    public var anyPrefix = false
    /// `--disc`: catalogue the discs put in the drive, one after another.
    public var disc = false
    /// `--device`: the drive `--disc` reads; nil: the first of /dev/sr0, /dev/sr1, ...
    public var device: String?
    /// `--eject`: open the tray after each disc.
    public var eject = false
    /// `--no-bell`: no bell for a code found at the terminal (`catalog -`).
    public var bell = true

    /// The defaults, before the configuration and the command line.
    public init() {}

    /// Which items the CSV of a `catalog` run holds.
    public enum CSVRows: String, Sendable {
        /// Every item of the catalog (the default).
        case catalog
        /// The barcodes this run was given.
        case run
    }
}
