import Album
import Lookup

/// What `--details` (and `--add-to-collection`) added to a found release.
struct ReleaseExtras: Sendable {
    /// The release's tracklist, credits and identifiers.
    var details: ReleaseDetails?
    /// Why something asked for was not done (a MusicBrainz release), for stderr.
    var notes: [String] = []
    /// Requests that failed; they count in the exit status, the release is still shown.
    var failures: [LookupError] = []
}

extension LookupResult {
    /// Does what `options` ask with the chosen release (after `choose`): its details.
    mutating func finish(_ options: ExtrasOptions, with session: LookupSession) {
        guard options.any, case .found(_, let best, _) = outcome else { return }
        if options.details {
            do {
                if let details = try session.details(of: best) {
                    extras.details = details
                } else {
                    extras.notes.append(
                        "no tracklist: the answer is from \(best.source.serviceName), and --details reads "
                            + "Discogs release pages only")
                }
            } catch {
                extras.failures.append(error)
            }
        }
    }
}

extension LookupSession {
    /// The tracklist, credits and identifiers of `album`'s release; nil when it is not a Discogs release.
    func details(of album: Album) throws(LookupError) -> ReleaseDetails? {
        guard album.source == .discogs, let discogs else { return nil }
        return try discogs.releaseDetails(id: album.releaseID)
    }
}

extension LookupError {
    /// Whether every other barcode would meet it too: the token is refused, or may not use the collection.
    var stopsEverything: Bool {
        switch self {
        case .tokenRefused, .collectionForbidden: true
        default: false
        }
    }
}
