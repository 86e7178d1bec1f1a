/// What a run without a Discogs token leaves out, for Presentation to say (`SourceAdvice`).
package enum MissingToken: Sendable, Equatable {
    /// `--source auto` without a dump index asks MusicBrainz alone.
    case musicBrainzOnly
    /// `--source auto` fetches releases from the dump index alone: those it lacks are not found.
    case releasesFromDumpOnly
}
