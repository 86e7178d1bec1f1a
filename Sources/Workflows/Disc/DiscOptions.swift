import CommandLineKit
import Lookup

/// What `cdscan disc` runs with once its command line is parsed: each field declares its option.
package struct DiscOptions: ParsableOptions {
    /// `--json`: one JSON object for the disc.
    @Option(.flag("json", help: "Print one JSON object for the disc.", sets: true)) package var json = false
    /// `--source`: which databases to ask (the dump index only through auto: it has no disc IDs).
    @Option(
        .value(
            "source", SourceChoice.valueName(sources),
            help: "Which databases to ask: MusicBrainz for the disc ID, and Discogs for the barcode or "
                + "catalogue number it leads to (auto; Discogs needs DISCOGS_TOKEN).", shown: \.rawValue
        ) { text throws(UsageError) in try .parsing(text, among: sources) })
    package var source = SourceChoice.auto
    /// `--toc`: a table of contents given by hand instead of reading a drive.
    @Option(
        .text(
            "toc", "toc",
            help: "Look up this table of contents instead of reading a drive, in MusicBrainz' form: first "
                + "track, last track, lead-out, then each track's offset in sectors."))
    package var toc: String? = nil
    /// `--eject`: eject the disc when done, also after a disc that could not be used.
    @Option(.flag("eject", help: "Eject the disc when done (also after a data disc or an unknown disc).", sets: true))
    package var eject = false

    /// What `--source` may name: the dump index has no disc IDs, so `disc` asks it only through auto.
    private static let sources: [SourceChoice] = [.auto, .discogs, .musicbrainz]

    /// The defaults `cdscan disc --help` shows.
    package init() {}
}
