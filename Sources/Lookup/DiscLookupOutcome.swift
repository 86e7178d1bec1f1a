import Album
import Barcode

/// What MusicBrainz knows about a disc ID (and its table of contents).
package enum DiscLookupOutcome: Sendable, Equatable {
    /// Releases with this disc: the best ranked, the others, how they were found, and the best one's barcode.
    case found(best: Album, alternatives: [Album], match: DiscMatch, barcode: GTIN?)
    /// No release, but a CD stub: the little a ripper's user once typed in for this disc ID.
    case stub(CDStub)
    /// Neither the disc ID nor a table of contents like it.
    case notFound
}

/// How MusicBrainz matched a disc.
package enum DiscMatch: String, Sendable, Equatable {
    /// A medium of the release has this very disc ID.
    case discID = "disc-id"
    /// The disc ID is unknown; the releases have a medium with a table of contents close to this one.
    case fuzzyTOC = "fuzzy-toc"
}

/// A MusicBrainz CD stub: title, artist and track titles someone entered for an unknown disc ID.
///
/// Stubs are not releases: no MBID page, no label, often misspelt. They are
/// shown as such, never stored as if they were a release.
///
/// - SeeAlso: https://musicbrainz.org/doc/CD_Stub
package struct CDStub: Sendable, Equatable, Codable {
    /// The disc ID the stub belongs to.
    package var discID: String
    package var title: String
    package var artist: String
    /// The barcode the stub's author typed, when any.
    package var barcode: String?
    package var comment: String?
    /// The track titles, in order, each with its length when known.
    package var tracks: [Track]

    package init(discID: String, title: String, artist: String, barcode: String?, comment: String?, tracks: [Track]) {
        self.discID = discID
        self.title = title
        self.artist = artist
        self.barcode = barcode
        self.comment = comment
        self.tracks = tracks
    }

    /// "https://musicbrainz.org/cdstub/<id>": the stub's page.
    package var url: String { "https://musicbrainz.org/cdstub/\(discID)" }
}
