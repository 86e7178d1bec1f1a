/// Which databases a command asks (`--source`), as given; `SourcePlan` resolves what it means for a run.
package enum SourceChoice: String, Sendable, CaseIterable {
    /// The data dump index when there is one, then Discogs, then MusicBrainz for what it does not
    /// know; MusicBrainz alone (after the index) without a Discogs token.
    case auto
    /// The data dump index alone (`cdscan dump import`): no network, no token.
    case dump
    /// Discogs alone (needs DISCOGS_TOKEN).
    case discogs
    /// MusicBrainz alone (needs no token).
    case musicbrainz
}
