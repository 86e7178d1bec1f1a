/// The parts of Discogs' `GET /releases/{id}` response that cdscan reads.
///
/// Every field is optional and read leniently, as in the search decoder: one
/// odd field never costs the whole release. Only a body that is not a JSON
/// object at all fails.
///
/// - SeeAlso: https://www.discogs.com/developers#page:database,header:database-release
struct DiscogsReleaseResponse: LenientDecodable {
    struct Label: LenientDecodable {
        @Lenient var name: String?
        @Lenient var catno: String?
    }

    struct Image: LenientDecodable {
        @Lenient var type: String?
        @Lenient var uri: String?
    }

    struct IdentifierRow: LenientDecodable {
        @Lenient var type: String?
        @Lenient var value: String?
        @Lenient var description: String?
    }

    @Lenient var id: Int?
    @Lenient var title: String?
    @Lenient var year: Int?
    @Lenient var released: String?
    @Lenient var country: String?
    @Lenient var notes: String?
    @Lenient var artists: [DiscogsCreditedArtist]
    @Lenient var extraArtists: [DiscogsCreditedArtist]
    @Lenient var labels: [Label]
    @Lenient var formats: [DiscogsSearchResult.Format]
    @Lenient var genres: [String]
    @Lenient var styles: [String]
    @Lenient var identifiers: [IdentifierRow]
    @Lenient var tracklist: [DiscogsTrack]
    @Lenient var images: [Image]
    @Lenient var thumb: String?
    @Lenient var community: DiscogsSearchResult.Community?

    enum CodingKeys: String, CodingKey {
        case id, title, year, released, country, notes, artists, labels, formats, genres, styles, identifiers
        case tracklist, images, thumb, community
        case extraArtists = "extraartists"
    }
}

/// An artist in a credit: the release's `artists` and `extraartists`, and a track's.
struct DiscogsCreditedArtist: LenientDecodable {
    @Lenient var name: String?
    /// The artist name variation: the name as printed on this release, when it differs.
    @Lenient var anv: String?
    /// The word that joins this artist to the next: "&", ",", "Feat.", "Vs.".
    @Lenient var join: String?
    @Lenient var role: String?
    /// The tracks an extra artist's role applies to, as "1-1 to 1-4, 2-3".
    @Lenient var tracks: String?
}

/// One row of a release's `tracklist`: a track, a heading or an index track with `sub_tracks`.
struct DiscogsTrack: LenientDecodable {
    @Lenient var position: String?
    /// "track", "heading" or "index"; missing in old data, where it means a track.
    @Lenient var type: String?
    @Lenient var title: String?
    @Lenient var duration: String?
    @Lenient var artists: [DiscogsCreditedArtist]
    @Lenient var subTracks: [DiscogsTrack]

    enum CodingKeys: String, CodingKey {
        case position, title, duration, artists
        case type = "type_"
        case subTracks = "sub_tracks"
    }
}
