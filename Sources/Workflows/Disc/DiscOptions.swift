import Lookup

/// What `cdscan disc` runs with once its command line is parsed.
package struct DiscOptions: Sendable {
    /// `--json`: one JSON object for the disc.
    package var json = false
    /// `--source`: which databases to ask (the dump index only through auto: it has no disc IDs).
    package var source = SourceChoice.auto
    /// `--toc`: a table of contents given by hand instead of reading a drive.
    package var toc: String?
    /// `--eject`: eject the disc when done, also after a disc that could not be used.
    package var eject = false

    /// The defaults `cdscan disc --help` shows.
    package init() {}
}
