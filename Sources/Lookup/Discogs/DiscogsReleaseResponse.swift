/// The parts of Discogs' `GET /releases/{id}` response that cdscan reads.
///
/// Every field is optional and read leniently, as in the search decoder: one
/// odd field never costs the whole release. Only a body that is not a JSON
/// object at all fails.
///
/// - SeeAlso: https://www.discogs.com/developers#page:database,header:database-release
struct DiscogsReleaseResponse: Decodable {
    struct Label: Decodable {
        let name: String?
        let catno: String?

        enum CodingKeys: String, CodingKey { case name, catno }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = container.lenientString(.name)
            catno = container.lenientString(.catno)
        }
    }

    struct Image: Decodable {
        let type: String?
        let uri: String?

        enum CodingKeys: String, CodingKey { case type, uri }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = container.lenientString(.type)
            uri = container.lenientString(.uri)
        }
    }

    struct IdentifierRow: Decodable {
        let type: String?
        let value: String?
        let description: String?

        enum CodingKeys: String, CodingKey { case type, value, description }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = container.lenientString(.type)
            value = container.lenientString(.value)
            description = container.lenientString(.description)
        }
    }

    let id: Int?
    let title: String?
    let year: Int?
    let released: String?
    let country: String?
    let notes: String?
    let artists: [DiscogsCreditedArtist]
    let extraArtists: [DiscogsCreditedArtist]
    let labels: [Label]
    let formats: [DiscogsSearchResult.Format]
    let genres: [String]
    let styles: [String]
    let identifiers: [IdentifierRow]
    let tracklist: [DiscogsTrack]
    let images: [Image]
    let thumb: String?
    let community: DiscogsSearchResult.Community?

    enum CodingKeys: String, CodingKey {
        case id, title, year, released, country, notes, artists, labels, formats, genres, styles, identifiers
        case tracklist, images, thumb, community
        case extraArtists = "extraartists"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientInt(.id)
        title = container.lenientString(.title)
        year = container.lenientInt(.year)
        released = container.lenientString(.released)
        country = container.lenientString(.country)
        notes = container.lenientString(.notes)
        artists = container.lenientArray(.artists)
        extraArtists = container.lenientArray(.extraArtists)
        labels = container.lenientArray(.labels)
        formats = container.lenientArray(.formats)
        genres = container.lenientStrings(.genres)
        styles = container.lenientStrings(.styles)
        identifiers = container.lenientArray(.identifiers)
        tracklist = container.lenientArray(.tracklist)
        images = container.lenientArray(.images)
        thumb = container.lenientString(.thumb)
        community = container.lenient(DiscogsSearchResult.Community.self, .community)
    }
}

/// An artist in a credit: the release's `artists` and `extraartists`, and a track's.
struct DiscogsCreditedArtist: Decodable {
    let name: String?
    /// The artist name variation: the name as printed on this release, when it differs.
    let anv: String?
    /// The word that joins this artist to the next: "&", ",", "Feat.", "Vs.".
    let join: String?
    let role: String?
    /// The tracks an extra artist's role applies to, as "1-1 to 1-4, 2-3".
    let tracks: String?

    enum CodingKeys: String, CodingKey { case name, anv, join, role, tracks }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.lenientString(.name)
        anv = container.lenientString(.anv)
        join = container.lenientString(.join)
        role = container.lenientString(.role)
        tracks = container.lenientString(.tracks)
    }
}

/// One row of a release's `tracklist`: a track, a heading or an index track with `sub_tracks`.
struct DiscogsTrack: Decodable {
    let position: String?
    /// "track", "heading" or "index"; missing in old data, where it means a track.
    let type: String?
    let title: String?
    let duration: String?
    let artists: [DiscogsCreditedArtist]
    let subTracks: [DiscogsTrack]

    enum CodingKeys: String, CodingKey {
        case position, title, duration, artists
        case type = "type_"
        case subTracks = "sub_tracks"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        position = container.lenientString(.position)
        type = container.lenientString(.type)
        title = container.lenientString(.title)
        duration = container.lenientString(.duration)
        artists = container.lenientArray(.artists)
        subTracks = container.lenientArray(.subTracks)
    }
}

extension KeyedDecodingContainer {
    /// The elements of an array that decode; empty when the key is missing or not an array.
    fileprivate func lenientArray<Element: Decodable>(_ key: Key) -> [Element] {
        lenient(LenientArray<Element>.self, key)?.elements ?? []
    }
}
