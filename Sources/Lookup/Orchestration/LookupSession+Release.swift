import Album
import Basics

/// A Discogs release fetched by its id (`cdscan items import`): what it is, and its
/// tracklist, credits and identifiers when the answer held them.
package struct FetchedRelease: Sendable, Equatable {
    /// The release as cdscan's model (`source` says who answered: Discogs or the dump index).
    package var album: Album
    /// Its details; nil when the dump index was imported without `--tracklists`.
    package var details: ReleaseDetails?

    package init(album: Album, details: ReleaseDetails?) {
        self.album = album
        self.details = details
    }
}

extension LookupSession {
    /// Whether this session can fetch a release by its id at all: only Discogs and the dump
    /// index know Discogs' ids. A batch whose session cannot (no token and no index, or
    /// `--source musicbrainz`) leaves release items as they are rather than record them not found.
    package var fetchesReleases: Bool { dump != nil || discogs != nil }

    /// Whether asking for release `id` can tell whether it exists: always with Discogs; with the
    /// dump index alone only when the index holds it (it keeps only releases with a barcode or a catalogue number, so
    /// its silence says nothing). A refresh leaves the others as they are rather than record
    /// them not found. An index that cannot be read counts as answering (the lookup then says why).
    package func knowsWhetherReleaseExists(discogsID id: String) -> Bool {
        guard discogs == nil, let dump else { return discogs != nil }
        do {
            return try dump.storedRelease(id: id) != nil
        } catch {
            return true
        }
    }

    /// Discogs release `id` (the number in its page address): from the dump index when it holds
    /// it (no request), else from Discogs' `/releases/{id}` when the session has Discogs; nil when
    /// neither has it (Discogs answered 404, or only the index was asked).
    ///
    /// The dump index holds only releases that carry a barcode or a catalogue number, so under `auto` a release it
    /// lacks is asked of Discogs. Errors are Discogs' own: a refused token stops the run
    /// (`LookupError.stopsRun`); an id that is not a number is `.releaseNotFound`.
    package func release(discogsID id: String) throws(LookupError) -> FetchedRelease? {
        if let dump, let stored = try dump.storedRelease(id: id) { return stored }
        guard let discogs else { return nil }
        do {
            let details = try discogs.releaseDetails(id: id)
            return FetchedRelease(album: details.album, details: details)
        } catch .releaseNotFound(_, _) {
            return nil
        }
    }
}
