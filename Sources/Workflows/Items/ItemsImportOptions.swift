import Lookup
import Presentation

/// What `cdscan items import` was asked to do, as its option table fills it in.
package struct ItemsImportOptions: LookupOptions {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    package var database: String?
    /// `--source`: the dump index, Discogs, or both (`auto`).
    package var source = SourceChoice.auto
    package var dumpIndex: String?
    /// `--retry`: fetch again the releases not found last time.
    package var retry = false
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    package var progress = true
    /// Not options: a release id names one release, and nothing more is done with it.
    package var pick = PickMode.all
    package var extras = ExtrasOptions()

    /// The defaults, before the configuration and the command line.
    package init() {}
}
