import Album
import Foundation

/// One release in the gallery, with every copy of it the catalogue holds.
///
/// The gallery's own input model: pages are rendered from these values alone,
/// so a change in how the catalogue stores items touches only the adapter
/// (`GalleryCatalog(items:)`), never a page.
package struct GalleryRelease: Sendable, Equatable {
    /// A file-name-safe key, unique in the site: "discogs-4707982"; names the page and the cover.
    package var id: String
    /// The release as its database described it: the facts, `url` (its page for people) and
    /// `coverImage`, where its front cover can be downloaded (for a MusicBrainz release that named
    /// none, the adapter fills in the Cover Art Archive's).
    package var album: Album
    /// The tracklist in order, headings and sub-tracks flattened; empty when not stored.
    package var tracks: [GalleryTrack] = []
    /// Codes printed on the release (barcodes, matrix numbers).
    package var identifiers: [ReleaseDetails.Identifier] = []
    /// The database's notes on the release.
    var releaseNotes: String?
    /// Every catalogued copy, first added first; never empty.
    package var copies: [GalleryCopy]

    /// The database the gallery credits: a release from the Discogs dump is a Discogs release.
    package var service: GalleryService { album.source.isDiscogsRelease ? .discogs : .musicbrainz }

    /// The Discogs release whose API page names the cover, when the answer came from the dump
    /// index (which has no image URLs) and so has no `coverImage`; asked only when a token is set.
    var coverFromDiscogsRelease: String? {
        album.coverImage == nil && album.source == .discogsDump ? album.releaseID : nil
    }

    /// When the first copy was added; the "date added" the grid sorts by.
    package var addedAt: Date? { copies.map(\.addedAt).min() }

    /// "1990s" for 1994; nil without a year.
    var decade: String? { album.year.map { "\($0 / 10 * 10)s" } }
}

/// The database a release came from.
package enum GalleryService: String, Sendable, Equatable, CaseIterable {
    case discogs
    case musicbrainz

    /// The name people know it by.
    package var name: String {
        switch self {
        case .discogs: "Discogs"
        case .musicbrainz: "MusicBrainz"
        }
    }
}

/// One catalogued copy of a release.
package struct GalleryCopy: Sendable, Equatable {
    /// The barcode it was catalogued by; nil for an item without one.
    package var barcode: String?
    /// Where it came from: "file:barcodes.txt:12", "camera", ...
    package var source: String
    package var addedAt: Date
    /// The person's own notes on this copy.
    package var notes: String = ""
    /// What cdscan did with it in the user's Discogs collection, e.g. "added to folder CDs".
    package var collection: String?
    /// The collector's record (`items edit`): where it is ("Living room/Shelf A"), its grades
    /// by their full names, "12.50 EUR", YYYY-MM-DD, 1 to 5 stars, its tags.
    package var location: String?
    package var media: String?
    package var sleeve: String?
    package var paid: String?
    package var bought: String?
    package var rating: Int?
    package var tags: [String] = []
    /// What the copy is worth by the prices `cdscan value` kept (`CopyValue.rule`); nil without.
    package var value: MarketPrice?

    /// The copy's place and every place that holds it ("Living room", "Living room/Shelf A"),
    /// so that the index's filter by a place finds the copies within it.
    var places: [String] {
        guard let location else { return [] }
        let levels = location.split(separator: "/", omittingEmptySubsequences: false)
        return levels.indices.map { levels[...$0].joined(separator: "/") }
    }
}

/// One row of a tracklist.
package struct GalleryTrack: Sendable, Equatable {
    package var position: String
    package var title: String
    package var duration: String?
    /// A heading ("Disc 1", "Side A") rather than a track.
    package var isHeading = false
    /// The track's own artist when it differs from the release's.
    package var artist: String?
    /// 0 for a track, 1 for a sub-track of an index track.
    package var depth = 0
}
