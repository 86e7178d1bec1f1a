import Lookup

/// What `cdscan disc` runs with once its command line is parsed.
public struct DiscOptions: Sendable {
    /// `--json`: one JSON object for the disc.
    public var json = false
    /// `--source`: which databases to ask (the dump index only through auto: it has no disc IDs).
    public var source = SourceChoice.auto
    /// `--toc`: a table of contents given by hand instead of reading a drive.
    public var toc: String?
    /// `--eject`: eject the disc when done, also after a disc that could not be used.
    public var eject = false

    /// The defaults `cdscan disc --help` shows.
    public init() {}
}
