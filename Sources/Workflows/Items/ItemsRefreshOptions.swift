import Catalog
import CommandLineKit
import Lookup
import Presentation

/// What `cdscan items refresh` was asked to do, as its command line set it: each field declares its option.
package struct ItemsRefreshOptions: LookupOptions, ParsableOptions {
    /// `--barcode`: the copies of these barcodes (EAN-13).
    @Option(.barcode) package var barcodes: [String] = []
    /// `--status`: the items in these statuses.
    @Option(.status) package var statuses: Set<ItemStatus> = []
    /// `--all`: every item.
    @Option(.flag("all", help: "Every item.", sets: true)) package var all = false
    /// `--source`, `--index`.
    @OptionGroup package var sources = SourceOptions()
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// Not an option: several releases on a barcode make it ambiguous, as `catalog` does.
    package var pick: PickMode { .all }
    /// Not an option: nothing more is done with a release.
    package var extras: ExtrasOptions { ExtrasOptions() }
}
