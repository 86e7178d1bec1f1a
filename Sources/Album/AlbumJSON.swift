/// An `Album` in the one JSON shape every output writes (`lookup`, `scan`, `disc` `--json`,
/// `items list`/`show --json`, `export --format jsonl`), the one the README documents:
/// snake_case keys, every key always present (null when unknown), a Discogs `release_id` a number.
package struct AlbumJSON: Encodable {
    package let album: Album

    package init(album: Album) {
        self.album = album
    }

    package enum CodingKeys: String, CodingKey {
        case artist, title, year, label, labels, catno, format, country, genres, styles, owners, url, source
        case sourceDate = "source_date"
        case releaseID = "release_id"
        case coverImage = "cover_image"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(album.artist, forKey: .artist)
        try container.encode(album.title, forKey: .title)
        try container.encode(album.year, forKey: .year)
        try container.encode(album.label, forKey: .label)
        try container.encode(album.labels, forKey: .labels)
        try container.encode(album.catalogNumber, forKey: .catno)
        try container.encode(album.format, forKey: .format)
        try container.encode(album.country, forKey: .country)
        try container.encode(album.genres, forKey: .genres)
        try container.encode(album.styles, forKey: .styles)
        try container.encode(album.owners, forKey: .owners)
        // Discogs ids are numbers; MusicBrainz ids (MBIDs) are strings.
        if let number = Int(album.releaseID) {
            try container.encode(number, forKey: .releaseID)
        } else {
            try container.encode(album.releaseID, forKey: .releaseID)
        }
        try container.encode(album.url, forKey: .url)
        try container.encode(album.coverImage, forKey: .coverImage)
        try container.encode(album.source.rawValue, forKey: .source)
        try container.encode(album.sourceDate, forKey: .sourceDate)
    }
}
