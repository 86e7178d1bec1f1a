import Album
import Barcode

/// The one way cdscan's commands look barcodes up: the database clients a
/// command asks, what is done with a chosen release, and what to warn about.
///
/// `auto` chains the dump index (when there is one), Discogs and MusicBrainz
/// (`FallbackLookup`) when a Discogs token is set, and the index and MusicBrainz
/// when not; `dump`, `discogs` and `musicbrainz` ask one. The Discogs client, when there is one, also serves release details and
/// the collection. Not `Sendable`: the clients own libcurl handles, so a session
/// stays on one thread at a time (`LookupWorker` and `BackgroundLookups` hand it
/// to theirs).
package final class LookupSession {
    /// What one lookup asks, in order.
    let source: any AlbumSource
    /// The Discogs client, for details and the collection; nil when Discogs is not asked.
    package let discogs: DiscogsClient?
    let musicBrainz: MusicBrainzClient?
    /// The local index, asked first; nil without one (or with `--source discogs|musicbrainz`).
    let dump: (any LocalAlbumIndex)?
    /// What `finish` does with a chosen release.
    package let extras: ExtrasOptions
    /// The collection's owner and the folder `--add-to-collection` adds to, once asked.
    private var collectionTarget: (username: String, folder: CollectionFolder)?

    /// A session asking `dump`, then `discogs`, then `musicBrainz` (any may be nil, not all).
    package init(
        discogs: DiscogsClient?, musicBrainz: MusicBrainzClient?, dump: (any LocalAlbumIndex)? = nil,
        extras: ExtrasOptions = ExtrasOptions()
    ) {
        self.discogs = discogs
        self.musicBrainz = musicBrainz
        self.dump = dump
        self.extras = extras
        var sources: [any AlbumSource] = []
        if let dump { sources.append(dump) }
        if let discogs { sources.append(discogs) }
        if let musicBrainz { sources.append(musicBrainz) }
        source = sources.count == 1 ? sources[0] : FallbackLookup(sources)
    }

    /// The services asked, in order.
    package var services: [Service] { source.services }

    /// The rate limiter that paces the lookups, for an ETA that knows the window: Discogs' when
    /// it is asked (first, and for most codes), else MusicBrainz'; nil for the dump index alone.
    package var pacing: RateLimiter? { discogs?.limiter ?? musicBrainz?.limiter }

    /// HTTP requests sent so far by every client, retries included.
    var requestCount: Int { (discogs?.requestCount ?? 0) + (musicBrainz?.requestCount ?? 0) }

    /// The releases carrying `gtin`, from the first service that knows it.
    package func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        try source.lookup(gtin)
    }

    /// Whether the session asks a local index (the dump) first.
    package var hasLocalIndex: Bool { dump != nil }

    /// The answer for `gtin` that needs no request: the local index's release, or its "not
    /// found" when it is the only source asked; nil when the services must be asked (or the
    /// index could not be read: `lookup` then asks again and reports it as it does).
    ///
    /// Such an answer is what `lookup` would return, with no warnings.
    package func localAnswer(_ gtin: GTIN) -> LookupOutcome? {
        guard let dump, let outcome = try? dump.lookup(gtin) else { return nil }
        if case .found = outcome { return outcome }
        return source === dump ? outcome : nil
    }

    /// Looks up a barcode already known to be valid, as a result for the input it came from.
    package func resolve(_ gtin: GTIN, input: String, file: String? = nil) -> LookupResult {
        var result = LookupResult(input: input, outcome: .notFound(gtin), file: file, searched: services)
        do {
            let found = try lookup(gtin)
            if case .found(let best, let alternatives) = found {
                result.outcome = .found(gtin, best: best, alternatives: alternatives)
            }
            result.fallbacks = fallbacks(after: found)
        } catch {
            result.outcome = .failed(gtin, error)
        }
        return result
    }

    /// `result` with what `extras` asks done to its chosen release.
    package func finish(_ result: LookupResult) -> LookupResult {
        var result = result
        result.finish(extras, with: self)
        return result
    }

    /// Checks what `extras` will need before the first lookup: the collection folder
    /// for `--add-to-collection`, so a wrong folder or token fails before any lookup.
    package func prepare() throws(LookupError) {
        if extras.addToCollection { _ = try collectionFolder(extras.folder) }
    }

    /// The folder `nameOrID` names in the token user's collection (nil: 1 "Uncategorized"),
    /// asked of Discogs once (`/oauth/identity`, then the folders) and remembered.
    ///
    /// Throws `.folderNotFound` with the folders there are, `.tokenRefused`, `.collectionForbidden`.
    package func collectionFolder(_ nameOrID: String?) throws(LookupError) -> CollectionFolder? {
        if let collectionTarget { return collectionTarget.folder }
        guard let discogs else { return nil }
        let username = try discogs.identity()
        let folder = try discogs.resolveFolder(nameOrID, username: username)
        collectionTarget = (username, folder)
        return folder
    }

    /// Adds `album`'s release to the collection folder `nameOrID` unless a copy is there already;
    /// nil when it is not a Discogs release (or there is no Discogs client).
    package func addToCollection(_ album: Album, folder nameOrID: String?) throws(LookupError)
        -> CollectionAddResult?
    {
        guard album.source.isDiscogsRelease, let discogs, let folder = try collectionFolder(nameOrID),
            let username = collectionTarget?.username
        else { return nil }
        return try discogs.addIfMissing(releaseID: album.releaseID, folder: folder, username: username)
    }

    /// The tracklist, credits and identifiers of `album`'s release, from the service that
    /// answered; nil when that service is not in the session.
    ///
    /// A release from the dump is answered from the index when its tracklists were imported,
    /// else from Discogs' release page when there is a Discogs client (the ids are the same).
    package func details(of album: Album) throws(LookupError) -> ReleaseDetails? {
        switch album.source {
        case .discogsDump:
            if let details = try dump?.storedDetails(releaseID: album.releaseID) { return details }
            return try discogs?.releaseDetails(id: album.releaseID)
        case .discogs: return try discogs?.releaseDetails(id: album.releaseID)
        case .musicbrainz: return try musicBrainz?.releaseDetails(mbid: album.releaseID)
        }
    }

    /// What to warn about after the last lookup: each service that failed although another then
    /// found the barcode (Discogs refused the token, MusicBrainz answered instead).
    package func fallbacks(after outcome: LookupOutcome) -> [ServiceFallback] {
        guard let fallback = source as? FallbackLookup else { return [] }
        return ServiceFallback.all(fallback.failures.map(\.error), after: outcome)
    }
}
