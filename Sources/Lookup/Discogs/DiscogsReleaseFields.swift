import Album

/// The parts of a release that its album is made of, as Discogs' `GET /releases/{id}` has
/// them, given as values rather than JSON: what the data dump index keeps of a release.
///
/// `album` maps them with the very rules that map an API answer (`DiscogsReleaseResponse`):
/// the index no longer writes each release as JSON to read it back at every lookup (a JSON
/// decode was four fifths of a catalogue's lookup from the index), but it maps the same.
package struct DiscogsReleaseFields: Sendable, Equatable {
    /// An entry of `artists`.
    package struct Artist: Sendable, Equatable {
        package var name: String
        package var anv: String
        package var join: String

        package init(name: String, anv: String, join: String) {
            (self.name, self.anv, self.join) = (name, anv, join)
        }
    }

    /// An entry of `labels`.
    package struct Label: Sendable, Equatable {
        package var name: String
        package var catno: String

        package init(name: String, catno: String) {
            (self.name, self.catno) = (name, catno)
        }
    }

    /// An entry of `formats`.
    package struct Format: Sendable, Equatable {
        package var name: String
        package var quantity: Int?
        package var descriptions: [String]

        package init(name: String, quantity: Int?, descriptions: [String]) {
            (self.name, self.quantity, self.descriptions) = (name, quantity, descriptions)
        }
    }

    package var id: Int
    package var title: String
    /// "1999-03-00", "1999", or empty.
    package var released: String
    package var country: String
    package var artists: [Artist]
    package var labels: [Label]
    package var formats: [Format]
    package var genres: [String]
    package var styles: [String]

    package init(
        id: Int, title: String, released: String, country: String, artists: [Artist], labels: [Label],
        formats: [Format], genres: [String], styles: [String]
    ) {
        (self.id, self.title, self.released, self.country) = (id, title, released, country)
        (self.artists, self.labels, self.formats, self.genres, self.styles) = (artists, labels, formats, genres, styles)
    }

    /// The album, as `DiscogsReleaseJSON.details(from:id:)` maps the same fields written as
    /// JSON (`source: .discogs`, no owners, no cover).
    package var album: Album { DiscogsReleaseResponse(self).details(id: id).album }
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
