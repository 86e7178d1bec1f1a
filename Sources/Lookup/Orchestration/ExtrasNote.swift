import Album

/// Why something `--details` or `--add-to-collection` asked for was not done for a found
/// release, though nothing failed (Presentation words it).
package enum ExtrasNote: Sendable, Equatable {
    /// No tracklist: the answer is from a dump index imported without tracklists, and no
    /// Discogs token is set to read the release's page.
    case noTracklistInDump
    /// No tracklist: the service that answered was not asked for one.
    case noTracklist(from: Service)
    /// Not added to the Discogs collection: the answer is from another service.
    case notAddedToCollection(answeredBy: Service)
}
