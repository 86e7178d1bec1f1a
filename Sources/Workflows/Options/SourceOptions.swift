import CommandLineKit
import Lookup

/// `--source` and `--index`: which databases a command that looks barcodes up asks, declared once
/// for `lookup`, `scan`, `catalog`, `audit` and `items refresh`, each of which includes them
/// (`@OptionGroup`).
package struct SourceOptions: ParsableOptions {
    /// `--source auto|dump|discogs|musicbrainz`.
    @Option(
        .value(
            "source", SourceChoice.valueName(SourceChoice.allCases),
            help: "Which databases to ask: the data dump index when there is one, then Discogs, then MusicBrainz "
                + "for what is still not found (auto, the default; no Discogs without DISCOGS_TOKEN), or one of "
                + "them (dump: the index from 'cdscan dump import' alone).", shown: \.rawValue
        ) { text throws(UsageError) in try .parsing(text, among: SourceChoice.allCases) })
    package var source = SourceChoice.auto
    /// `--index PATH`: the dump index file, as given (relative to the working directory), one
    /// `cdscan dump import --index PATH` made; nil: the default one, beside the catalogue
    /// (`RunAssembly.dumpIndexPath`).
    @Option(.dumpIndex) package var dumpIndex: String? = nil

    /// auto, and the default index.
    package init() {}
}
