/// The parts of MusicBrainz' disc ID lookup (`GET /ws/2/discid/{id}?toc=…&fmt=json`) that cdscan reads.
///
/// One endpoint, three shapes: the disc (`id`, `offsets`, `releases`); a fuzzy
/// table-of-contents match (`release-count`, `releases`, no `id`); a CD stub
/// (`id`, `title`, `artist`, `tracks`, no `releases`).
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API#discid
struct MusicBrainzDiscResponse: Decodable {
    struct StubTrack: LenientDecodable {
        @Lenient var title: String?
        @Lenient var artist: String?
        /// Milliseconds.
        @Lenient var length: Int?
    }

    let id: String?
    let releases: [MusicBrainzRelease]?
    let title: String?
    let artist: String?
    let barcode: String?
    let comment: String?
    let tracks: [StubTrack]?

    enum CodingKeys: String, CodingKey { case id, releases, title, artist, barcode, comment, tracks }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(.id)
        releases = container.lenientField(.releases)
        title = container.lenientString(.title)
        artist = container.lenientString(.artist)
        barcode = container.lenientString(.barcode)
        comment = container.lenientString(.comment)
        tracks = container.lenientField(.tracks)
        guard releases != nil || (tracks != nil && title != nil) else {
            throw DecodingError.keyNotFound(
                CodingKeys.releases, .init(codingPath: [], debugDescription: "neither releases nor a CD stub"))
        }
    }
}
