import Album
import Foundation

/// One release in the gallery, with every copy of it the catalogue holds.
///
/// The gallery's own input model: pages are rendered from these values alone,
/// so a change in how the catalogue stores items touches only the adapter
/// (`GalleryCatalog(items:)`), never a page.
public struct GalleryRelease: Sendable, Equatable {
    /// A file-name-safe key, unique in the site: "discogs-4707982"; names the page and the cover.
    public var id: String
    public var service: GalleryService
    public var artist: String
    public var title: String
    public var year: Int?
    public var labels: [String]
    public var catalogNumber: String?
    /// The format line, e.g. "CD, Album, Reissue".
    public var format: String
    /// The physical media alone, e.g. ["CD"]; what the format filter offers.
    public var media: [String]
    public var country: String?
    public var genres: [String]
    public var styles: [String]
    /// The release's page on its database, for people.
    public var pageURL: String?
    /// Where its front cover can be downloaded, when the database said.
    public var coverURL: String?
    /// The Discogs release whose API page names the cover, when `coverURL` is nil because the
    /// answer came from the dump index (which has no image URLs); asked only when a token is set.
    public var coverFromDiscogsRelease: String?
    /// The tracklist in order, headings and sub-tracks flattened; empty when not stored.
    public var tracks: [GalleryTrack]
    /// Codes printed on the release (barcodes, matrix numbers).
    public var identifiers: [ReleaseDetails.Identifier]
    /// The database's notes on the release.
    public var releaseNotes: String?
    /// Every catalogued copy, first added first; never empty.
    public var copies: [GalleryCopy]

    public init(
        id: String, service: GalleryService, artist: String, title: String, year: Int? = nil, labels: [String] = [],
        catalogNumber: String? = nil, format: String = "", media: [String] = [], country: String? = nil,
        genres: [String] = [], styles: [String] = [], pageURL: String? = nil, coverURL: String? = nil,
        coverFromDiscogsRelease: String? = nil, tracks: [GalleryTrack] = [],
        identifiers: [ReleaseDetails.Identifier] = [], releaseNotes: String? = nil, copies: [GalleryCopy]
    ) {
        self.id = id
        self.service = service
        self.artist = artist
        self.title = title
        self.year = year
        self.labels = labels
        self.catalogNumber = catalogNumber
        self.format = format
        self.media = media
        self.country = country
        self.genres = genres
        self.styles = styles
        self.pageURL = pageURL
        self.coverURL = coverURL
        self.coverFromDiscogsRelease = coverFromDiscogsRelease
        self.tracks = tracks
        self.identifiers = identifiers
        self.releaseNotes = releaseNotes
        self.copies = copies
    }

    /// When the first copy was added; the "date added" the grid sorts by.
    public var addedAt: Date? { copies.map(\.addedAt).min() }

    /// "1990s" for 1994; nil without a year.
    public var decade: String? { year.map { "\($0 / 10 * 10)s" } }
}

/// The database a release came from.
public enum GalleryService: String, Sendable, Equatable, CaseIterable {
    case discogs
    case musicbrainz

    /// The name people know it by.
    public var name: String {
        switch self {
        case .discogs: "Discogs"
        case .musicbrainz: "MusicBrainz"
        }
    }
}

/// One catalogued copy of a release.
public struct GalleryCopy: Sendable, Equatable {
    /// The barcode it was catalogued by; nil for an item without one.
    public var barcode: String?
    /// Where it came from: "file:barcodes.txt:12", "camera", ...
    public var source: String
    public var addedAt: Date
    /// The person's own notes on this copy.
    public var notes: String
    /// What cdscan did with it in the user's Discogs collection, e.g. "added to folder CDs".
    public var collection: String?

    public init(barcode: String?, source: String, addedAt: Date, notes: String = "", collection: String? = nil) {
        self.barcode = barcode
        self.source = source
        self.addedAt = addedAt
        self.notes = notes
        self.collection = collection
    }
}

/// One row of a tracklist.
public struct GalleryTrack: Sendable, Equatable {
    public var position: String
    public var title: String
    public var duration: String?
    /// A heading ("Disc 1", "Side A") rather than a track.
    public var isHeading: Bool
    /// The track's own artist when it differs from the release's.
    public var artist: String?
    /// 0 for a track, 1 for a sub-track of an index track.
    public var depth: Int

    public init(
        position: String, title: String, duration: String? = nil, isHeading: Bool = false, artist: String? = nil,
        depth: Int = 0
    ) {
        self.position = position
        self.title = title
        self.duration = duration
        self.isHeading = isHeading
        self.artist = artist
        self.depth = depth
    }
}
