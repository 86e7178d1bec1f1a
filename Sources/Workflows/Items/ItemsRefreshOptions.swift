import Catalog
import Lookup
import Presentation

/// What `cdscan items refresh` was asked to do, as its option table fills it in.
package struct ItemsRefreshOptions: LookupOptions {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    package var database: String?
    /// `--barcode`: the copies of these barcodes (EAN-13).
    package var barcodes: [String] = []
    /// `--status`: the items in these statuses.
    package var statuses: Set<ItemStatus> = []
    /// `--all`: every item.
    package var all = false
    package var source = SourceChoice.auto
    package var dumpIndex: String?
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    package var progress = true
    /// Not an option: several releases on a barcode make it ambiguous, as `catalog` does.
    package var pick = PickMode.all
    package var extras = ExtrasOptions()

    /// The defaults, before the configuration and the command line.
    package init() {}
}
