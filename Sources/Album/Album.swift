/// One release of an album, as a music database describes it.
///
/// The fields are the ones a collector catalogues; all but `artist`, `title`,
/// `releaseID` and `url` may be missing, because the databases often omit them.
package struct Album: Sendable, Codable, Equatable, Hashable {
    /// The credited artist, without Discogs' "(2)" disambiguation or "*" marks.
    package var artist: String
    package var title: String
    /// The release year; nil when unknown (Discogs says 0 or nothing).
    package var year: Int?
    /// Labels in the order the database lists them, without duplicates.
    package var labels: [String]
    /// The first catalogue number, e.g. "CDWIK2 312".
    package var catalogNumber: String?
    /// The format line, e.g. "CD x2, Album, Reissue, Remastered".
    package var format: String
    /// The physical media alone, e.g. ["CD"] or ["CD", "DVD"]; used for ranking.
    package var media: [String]
    /// Where it was released: an ISO 3166-1 code ("US", "GB") or a region as Discogs names it
    /// ("Europe", "UK & Europe"); ``Country/stored(_:)`` makes every answer so, ``Country/name(_:)``
    /// names it for people.
    package var country: String?
    package var genres: [String]
    package var styles: [String]
    /// The database's id for the release: a number for Discogs, an MBID for MusicBrainz.
    package var releaseID: String
    /// The release's page for people, e.g. https://www.discogs.com/release/4707982.
    package var url: String
    /// A picture of the front cover, when the database has one.
    package var coverImage: String?
    /// How many of the database's users own this release (Discogs `community.have`).
    package var owners: Int?
    /// Which database answered.
    package var source: Service
    /// The date of the data that answered, YYYY-MM-DD: the data dump's date for
    /// `.discogsDump`; nil for a service's live answer.
    package var sourceDate: String?

    package init(
        artist: String, title: String, year: Int? = nil, labels: [String] = [], catalogNumber: String? = nil,
        format: String = "", media: [String] = [], country: String? = nil, genres: [String] = [],
        styles: [String] = [], releaseID: String, url: String, coverImage: String? = nil, owners: Int? = nil,
        source: Service, sourceDate: String? = nil
    ) {
        self.artist = artist
        self.title = title
        self.year = year
        self.labels = labels
        self.catalogNumber = catalogNumber
        self.format = format
        self.media = media
        self.country = Country.stored(country)
        self.genres = genres
        self.styles = styles
        self.releaseID = releaseID
        self.url = url
        self.coverImage = coverImage
        self.owners = owners
        self.source = source
        self.sourceDate = sourceDate
    }

    /// Decodes as the synthesized decoder would, the country made a code (``Country/stored(_:)``),
    /// so that a catalogue an older cdscan wrote ("United States") reads as a new one does ("US").
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            artist: try container.decode(String.self, forKey: .artist),
            title: try container.decode(String.self, forKey: .title),
            year: try container.decodeIfPresent(Int.self, forKey: .year),
            labels: try container.decode([String].self, forKey: .labels),
            catalogNumber: try container.decodeIfPresent(String.self, forKey: .catalogNumber),
            format: try container.decode(String.self, forKey: .format),
            media: try container.decode([String].self, forKey: .media),
            country: try container.decodeIfPresent(String.self, forKey: .country),
            genres: try container.decode([String].self, forKey: .genres),
            styles: try container.decode([String].self, forKey: .styles),
            releaseID: try container.decode(String.self, forKey: .releaseID),
            url: try container.decode(String.self, forKey: .url),
            coverImage: try container.decodeIfPresent(String.self, forKey: .coverImage),
            owners: try container.decodeIfPresent(Int.self, forKey: .owners),
            source: try container.decode(Service.self, forKey: .source),
            sourceDate: try container.decodeIfPresent(String.self, forKey: .sourceDate))
    }

    /// The labels as one line: "Big Beat Records, Ace Records".
    package var label: String { labels.joined(separator: ", ") }
}

/// A music database cdscan can ask: who answered a lookup, which service failed,
/// and the credit its terms of use require. The raw value is what JSON, the CSV
/// and the catalog database store ("discogs", "musicbrainz", "discogs-dump").
package enum Service: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case discogs
    case musicbrainz
    /// Discogs' monthly data dump, imported into a local index (`cdscan dump import`).
    case discogsDump = "discogs-dump"

    /// The service's name as people write it: "Discogs", "MusicBrainz".
    package var name: String {
        switch self {
        case .discogs: "Discogs"
        case .musicbrainz: "MusicBrainz"
        case .discogsDump: "the Discogs data dump"
        }
    }

    /// Whether the answer is a Discogs release (from the API or the dump), with a Discogs id.
    package var isDiscogsRelease: Bool { self == .discogs || self == .discogsDump }

    /// The name, so that messages interpolate a service as people write it.
    package var description: String { name }

    /// The line every human-readable result from this source must carry.
    package var attribution: String {
        switch self {
        case .discogs: "Data provided by Discogs."
        case .musicbrainz: "Data provided by MusicBrainz."
        case .discogsDump: "Data provided by Discogs (monthly data dump, CC0)."
        }
    }
}
