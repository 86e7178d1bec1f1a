import Album

/// What happens to a release once it is chosen (`--details`, `--add-to-collection`).
package struct ExtrasOptions: Sendable, Equatable {
    /// `--details`: fetch its tracklist, credits and identifiers.
    package var details: Bool
    /// `--add-to-collection`: add it to the token holder's Discogs collection.
    package var addToCollection: Bool
    /// `--folder`: the collection folder by name or id; nil: 1 "Uncategorized".
    package var folder: String?

    package init(details: Bool = false, addToCollection: Bool = false, folder: String? = nil) {
        self.details = details
        self.addToCollection = addToCollection
        self.folder = folder
    }

    /// Whether anything is to be done at all.
    package var any: Bool { details || addToCollection }
}

/// What `--details` and `--add-to-collection` added to a found release.
package struct ReleaseExtras: Sendable {
    /// The release's tracklist, credits and identifiers.
    package var details: ReleaseDetails?
    /// What `--add-to-collection` did; `.skipped` for a release that is not on Discogs.
    package var collection: CollectionOutcome?
    /// Why something asked for was not done (a MusicBrainz release), for stderr.
    package var notes: [ExtrasNote] = []
    /// Requests that failed; they count in the exit status, the release is still shown.
    package var failures: [LookupError] = []

    package init() {}

    /// Whether something asked for could not be done at all: `--add-to-collection` on an
    /// answer that is not a Discogs release added nothing. Such an input counts as not found.
    package var leftUndone: Bool { collection == .skipped }
}

/// What `--add-to-collection` did with one release.
package enum CollectionOutcome: Sendable, Equatable {
    /// Added to `folder` as a new copy.
    case added(folder: CollectionFolder, instanceID: Int)
    /// A copy was there already, in these folders; nothing was added.
    case alreadyThere([CollectionFolder])
    /// Not a Discogs release, so nothing could be added.
    case skipped

    /// The outcome of a Discogs call that added a release or found it there.
    package init(_ result: CollectionAddResult) {
        switch result {
        case .added(let folder, let instanceID): self = .added(folder: folder, instanceID: instanceID)
        case .alreadyThere(let folders): self = .alreadyThere(folders)
        }
    }

    /// The folder holding the release: the one it was added to, or the first holding it already.
    package var folder: CollectionFolder? {
        switch self {
        case .added(let folder, _): folder
        case .alreadyThere(let folders): folders.first
        case .skipped: nil
        }
    }
}

extension LookupResult {
    /// Does what `options` ask with the chosen release: its details, then adding it to the collection.
    package mutating func finish(_ options: ExtrasOptions, with session: LookupSession) {
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
                    album.source == .discogsDump ? .noTracklistInDump : .noTracklist(from: album.source))
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
                extras.notes.append(.notAddedToCollection(answeredBy: album.source))
            }
        } catch {
            extras.failures.append(error)
        }
    }
}
