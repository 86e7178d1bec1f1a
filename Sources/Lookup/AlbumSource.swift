import Album
import Barcode

/// A music database that can tell which releases carry a barcode.
///
/// `LookupSession` picks one (`--source discogs|musicbrainz`) or chains them
/// with `FallbackLookup` (`--source auto`).
package protocol AlbumSource: AnyObject {
    /// The databases asked, in order: one for a client, several for a fallback chain.
    var services: [Service] { get }
    /// The releases carrying `gtin`, ranked best first; `.notFound` when none do.
    func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome
}

/// A local copy of a database (the Discogs data dump index, `cdscan dump import`): asked
/// before the services, and able to answer `--details` itself when it holds tracklists.
package protocol LocalAlbumIndex: AlbumSource {
    /// The tracklist, credits and identifiers of release `releaseID` as stored; nil when the
    /// index holds none for it (imported without tracklists).
    func storedDetails(releaseID: String) throws(LookupError) -> ReleaseDetails?
    /// Release `id` as stored, with its details when the index holds tracklists; nil when the
    /// index has no such release (it keeps only releases that carry a barcode or a catalogue number).
    func storedRelease(id: String) throws(LookupError) -> FetchedRelease?
}

extension DiscogsClient: AlbumSource {
    package var services: [Service] { [Self.service] }
}

extension MusicBrainzClient: AlbumSource {
    package var services: [Service] { [Self.service] }
}

/// Asks several sources in order and answers with the first that finds the barcode.
///
/// A source that fails does not stop the others: its error is kept, and only
/// when no source finds the barcode is the first error thrown (a failure says
/// more than "not found" when one of the databases could not be asked). A
/// failure that stops the run (`LookupError.stopsRun`: a refused token, a 403)
/// is thrown at once, before any other source is asked.
package final class FallbackLookup: AlbumSource {
    /// The sources, in the order they are asked.
    package let sources: [any AlbumSource]
    /// The services that failed during the last lookup, with their errors, in order.
    package private(set) var failures: [(service: Service, error: LookupError)] = []

    package init(_ sources: [any AlbumSource]) {
        self.sources = sources
    }

    package var services: [Service] { sources.flatMap(\.services) }

    package func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        failures = []
        for source in sources {
            do {
                let outcome = try source.lookup(gtin)
                if case .found = outcome { return outcome }
            } catch {
                // A failure that stops the run (a refused token) stops the chain too: a
                // fallback answer would be recorded as if the token were fine, and stay so.
                if error.stopsRun { throw error }
                // A client asks one service (an empty chain, which never fails, none).
                if let service = source.services.first { failures.append((service, error)) }
            }
        }
        if let first = failures.first { throw first.error }
        return .notFound
    }
}
