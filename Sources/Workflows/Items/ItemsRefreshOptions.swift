import Catalog
import Lookup
import Presentation

/// What `cdscan items refresh` was asked to do, as its option table fills it in.
public struct ItemsRefreshOptions: LookupOptions {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    public var database: String?
    /// `--barcode`: the copies of these barcodes (EAN-13).
    public var barcodes: [String] = []
    /// `--status`: the items in these statuses.
    public var statuses: Set<ItemStatus> = []
    /// `--all`: every item.
    public var all = false
    public var source = SourceChoice.auto
    public var dumpIndex: String?
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    public var progress = true
    /// Not an option: several releases on a barcode make it ambiguous, as `catalog` does.
    public var pick = PressingPicker.Mode.all
    public var extras = ExtrasOptions()

    /// The defaults, before the configuration and the command line.
    public init() {}
}
