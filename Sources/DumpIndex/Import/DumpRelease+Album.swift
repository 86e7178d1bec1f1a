import Album
import Lookup

extension DumpRelease {
    /// The fields its album is made of, as `apiJSON` writes them for the API's mapping.
    var albumFields: DiscogsReleaseFields {
        DiscogsReleaseFields(
            id: Int(id), title: title, released: released, country: country,
            artists: artists.map { DiscogsReleaseFields.Artist(name: $0.name, anv: $0.anv, join: $0.join) },
            labels: labels.map { DiscogsReleaseFields.Label(name: $0.name, catno: $0.catno) },
            formats: formats.map {
                DiscogsReleaseFields.Format(name: $0.name, quantity: $0.quantity, descriptions: $0.descriptions)
            },
            genres: genres, styles: styles)
    }

    /// The album an API answer with these fields maps to (`source: .discogs`).
    var album: Album { albumFields.album }
}
