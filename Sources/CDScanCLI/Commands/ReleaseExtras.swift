import Album
import Catalog
import Cataloging
import Lookup

/// What `--details` and `--add-to-collection` added to a found release.
struct ReleaseExtras: Sendable {
    /// The release's tracklist, credits and identifiers.
    var details: ReleaseDetails?
    /// What `--add-to-collection` did; `.skipped` for a release that is not on Discogs.
    var collection: CollectionOutcome?
    /// Why something asked for was not done (a MusicBrainz release), for stderr.
    var notes: [String] = []
    /// Requests that failed; they count in the exit status, the release is still shown.
    var failures: [LookupError] = []
}

extension LookupResult {
    /// Does what `options` ask with the chosen release (after `choose`): its details, then
    /// adding it to the collection.
    mutating func finish(_ options: ExtrasOptions, with session: LookupSession) {
        guard options.any, case .found(_, let best, _) = outcome else { return }
        if options.details { fetchDetails(of: best, with: session) }
        if options.addToCollection { addToCollection(best, folder: options.folder, with: session) }
    }

    private mutating func fetchDetails(of album: Album, with session: LookupSession) {
        do {
            if let details = try session.details(of: album) {
                extras.details = details
            } else {
                extras.notes.append(
                    album.source == .discogsDump
                        ? "no tracklist: the dump index was imported without --tracklists, and no Discogs "
                            + "token is set to read the release page"
                        : "no tracklist: \(album.source.serviceName) was not asked")
            }
        } catch {
            extras.failures.append(error)
        }
    }

    private mutating func addToCollection(_ album: Album, folder: String?, with session: LookupSession) {
        do {
            if let result = try session.addToCollection(album, folder: folder) {
                extras.collection = CollectionOutcome(result)
            } else {
                extras.collection = .skipped
                extras.notes.append(
                    "not added to your Discogs collection: the answer is from \(album.source.serviceName)")
            }
        } catch {
            extras.failures.append(error)
        }
    }
}

/// What `--add-to-collection` did with one release.
enum CollectionOutcome: Sendable, Equatable {
    /// Added to `folder` as a new copy.
    case added(folder: CollectionFolder, instanceID: Int)
    /// A copy was there already, in these folders; nothing was added.
    case alreadyThere([CollectionFolder])
    /// Not a Discogs release, so nothing could be added.
    case skipped

    init(_ result: CollectionAddResult) {
        switch result {
        case .added(let folder, let instanceID): self = .added(folder: folder, instanceID: instanceID)
        case .alreadyThere(let folders): self = .alreadyThere(folders)
        }
    }

    /// The folder holding the release: the one it was added to, or the first holding it already.
    var folder: CollectionFolder? {
        switch self {
        case .added(let folder, _): folder
        case .alreadyThere(let folders): folders.first
        case .skipped: nil
        }
    }

    /// "added to your Discogs collection (folder Uncategorized)"; nil when skipped (a note says why).
    var message: String? {
        switch self {
        case .added(let folder, _):
            return "added to your Discogs collection (folder \(folder.name))"
        case .alreadyThere(let folders):
            let names = folders.map(\.name).joined(separator: ", ")
            return "already in your Discogs collection (\(folders.count == 1 ? "folder" : "folders") \(names))"
        case .skipped:
            return nil
        }
    }
}

extension LookupSession {
    /// The tracklist, credits and identifiers of `album`'s release, from the service that
    /// answered; nil when that service is not in the session.
    ///
    /// A release from the dump is answered from the index when its tracklists were imported,
    /// else from Discogs' release page when there is a Discogs client (the ids are the same).
    func details(of album: Album) throws(LookupError) -> ReleaseDetails? {
        switch album.source {
        case .discogsDump:
            if let dump {
                do {
                    if let details = try dump.details(releaseID: album.releaseID) { return details }
                } catch {
                    throw .malformedJSON(service: dump.name, barcode: "release \(album.releaseID)", detail: "\(error)")
                }
            }
            return try discogs?.releaseDetails(id: album.releaseID)
        case .discogs: return try discogs?.releaseDetails(id: album.releaseID)
        case .musicbrainz: return try musicBrainz?.releaseDetails(mbid: album.releaseID)
        }
    }
}

extension CollectionEntry {
    /// The catalog's record of `outcome`; nil when nothing was added or found (`.skipped`).
    init?(_ outcome: CollectionOutcome) {
        switch outcome {
        case .added(let folder, let instanceID):
            self.init(CollectionAddResult.added(folder: folder, instanceID: instanceID))
        case .alreadyThere(let folders): self.init(CollectionAddResult.alreadyThere(folders))
        case .skipped: return nil
        }
    }
}
