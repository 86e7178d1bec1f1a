import Lookup

extension CollectionOutcome {
    /// "added to your Discogs collection (folder Uncategorized)"; nil when skipped (a note says why).
    package var message: String? {
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

extension ExtrasNote {
    /// "no tracklist: MusicBrainz was not asked", for stderr.
    package var message: String {
        switch self {
        case .noTracklistInDump:
            "no tracklist: the dump index was imported without --tracklists, and no Discogs token is set to "
                + "read the release page"
        case .noTracklist(let service):
            "no tracklist: \(service.name) was not asked"
        case .notAddedToCollection(let service):
            "not added to your Discogs collection: the answer is from \(service.name)"
        }
    }
}

extension ServiceFallback {
    /// "Discogs refused the token (HTTP 401) ...; MusicBrainz answered instead", for a warning.
    package var message: String {
        "\(failure); \(answeredBy.name) answered instead"
    }
}
