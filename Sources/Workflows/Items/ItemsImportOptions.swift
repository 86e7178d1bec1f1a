import CommandLineKit
import Lookup
import Presentation

/// What `cdscan items import` was asked to do, as its command line set it: each field declares its option.
/// Its `--source` is not `SourceOptions`' (an export names Discogs releases, so no MusicBrainz), and
/// no release is chosen among several (a release id names one).
package struct ItemsImportOptions: ParsableOptions {
    /// `--source`: the dump index, Discogs, or both (`auto`).
    @Option(
        .value(
            "source", SourceChoice.valueName(sources),
            help: "Where the releases come from: the data dump index when it holds them, else Discogs "
                + "(auto, the default), or one of them.", shown: \.rawValue
        ) { text throws(UsageError) in
            try .parsing(text, among: sources, note: " (an export names Discogs releases)")
        })
    package var source = SourceChoice.auto
    @Option(.dumpIndex) package var dumpIndex: String? = nil
    /// `--retry`: fetch again the releases not found last time.
    @Option(.flag("retry", help: "Fetch again the releases that were not found last time.", sets: true))
    package var retry = false
    /// `--no-progress` clears it: no progress bar or lines on stderr.
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// What `--source` may name: an export names Discogs releases, which MusicBrainz does not know.
    private static let sources: [SourceChoice] = [.auto, .dump, .discogs]

    /// The defaults, before the configuration and the command line.
    package init() {}
}
