import Album

/// The parts of a release that its album is made of, as Discogs' `GET /releases/{id}` has
/// them, given as values rather than JSON: what the data dump index keeps of a release.
///
/// `album` maps them with the very rules that map an API answer (`DiscogsReleaseResponse`):
/// the index no longer writes each release as JSON to read it back at every lookup (a JSON
/// decode was four fifths of a catalogue's lookup from the index), but it maps the same.
public struct DiscogsReleaseFields: Sendable, Equatable {
    /// An entry of `artists`.
    public struct Artist: Sendable, Equatable {
        public var name: String
        public var anv: String
        public var join: String

        public init(name: String, anv: String, join: String) {
            (self.name, self.anv, self.join) = (name, anv, join)
        }
    }

    /// An entry of `labels`.
    public struct Label: Sendable, Equatable {
        public var name: String
        public var catno: String

        public init(name: String, catno: String) {
            (self.name, self.catno) = (name, catno)
        }
    }

    /// An entry of `formats`.
    public struct Format: Sendable, Equatable {
        public var name: String
        public var quantity: Int?
        public var descriptions: [String]

        public init(name: String, quantity: Int?, descriptions: [String]) {
            (self.name, self.quantity, self.descriptions) = (name, quantity, descriptions)
        }
    }

    public var id: Int
    public var title: String
    /// "1999-03-00", "1999", or empty.
    public var released: String
    public var country: String
    public var artists: [Artist]
    public var labels: [Label]
    public var formats: [Format]
    public var genres: [String]
    public var styles: [String]

    public init(
        id: Int, title: String, released: String, country: String, artists: [Artist], labels: [Label],
        formats: [Format], genres: [String], styles: [String]
    ) {
        (self.id, self.title, self.released, self.country) = (id, title, released, country)
        (self.artists, self.labels, self.formats, self.genres, self.styles) = (artists, labels, formats, genres, styles)
    }

    /// The album, as `DiscogsReleaseJSON.details(from:id:)` maps the same fields written as
    /// JSON (`source: .discogs`, no owners, no cover).
    public var album: Album { DiscogsReleaseResponse(self).details(id: id).album }
}

extension DiscogsReleaseResponse {
    /// The response that holds `fields` and nothing else.
    fileprivate init(_ fields: DiscogsReleaseFields) {
        self.init(
            id: fields.id, title: fields.title, year: nil, released: fields.released, country: fields.country,
            notes: nil,
            artists: fields.artists.map {
                DiscogsCreditedArtist(name: $0.name, anv: $0.anv, join: $0.join, role: "", tracks: "")
            },
            extraArtists: [], labels: fields.labels.map { Label(name: $0.name, catno: $0.catno) },
            formats: fields.formats.map {
                DiscogsSearchResult.Format(name: $0.name, quantity: $0.quantity, descriptions: $0.descriptions)
            },
            genres: fields.genres, styles: fields.styles, identifiers: [], tracklist: [], images: [], thumb: nil,
            community: nil)
    }
}
