import Lookup
import Presentation

/// What `cdscan items import` was asked to do, as its option table fills it in.
public struct ItemsImportOptions: LookupOptions {
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    public var database: String?
    /// `--source`: the dump index, Discogs, or both (`auto`).
    public var source = SourceChoice.auto
    public var dumpIndex: String?
    /// `--retry`: fetch again the releases not found last time.
    public var retry = false
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    public var progress = true
    /// Not options: a release id names one release, and nothing more is done with it.
    public var pick = PressingPicker.Mode.all
    public var extras = ExtrasOptions()

    /// The defaults, before the configuration and the command line.
    public init() {}
}
