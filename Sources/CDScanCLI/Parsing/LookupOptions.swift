/// The options every command that looks barcodes up shares: `lookup`, `scan` and `catalog`.
protocol LookupOptions: Sendable {
    /// `--source`: which databases to ask.
    var source: SourceChoice { get set }
}

extension OptionSpec where Options: LookupOptions {
    /// `--source auto|discogs|musicbrainz`.
    static func source(command: String) -> Self {
        .value(
            "source", "auto|discogs|musicbrainz",
            help: "Which databases to ask: Discogs, then MusicBrainz when Discogs finds nothing (auto, the "
                + "default; MusicBrainz alone without DISCOGS_TOKEN), or one of them."
        ) { options, text throws(UsageError) in
            guard let choice = SourceChoice(rawValue: text) else {
                throw UsageError("'--source' is auto, discogs or musicbrainz, not '\(text)'", command: command)
            }
            options.source = choice
        }
    }
}
