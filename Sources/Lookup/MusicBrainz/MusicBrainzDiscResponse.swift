/// The parts of MusicBrainz' disc ID lookup (`GET /ws/2/discid/{id}?toc=…&fmt=json`) that cdscan reads.
///
/// One endpoint, three shapes: the disc (`id`, `offsets`, `releases`); a fuzzy
/// table-of-contents match (`release-count`, `releases`, no `id`); a CD stub
/// (`id`, `title`, `artist`, `tracks`, no `releases`).
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API#discid
struct MusicBrainzDiscResponse: Decodable {
    /// What a CD stub holds beside its `id`; all nil in a disc's or a fuzzy match's answer.
    struct Stub: LenientDecodable {
        @Lenient var title: String?
        @Lenient var artist: String?
        @Lenient var barcode: String?
        @Lenient var comment: String?
        @Lenient var tracks: [StubTrack]?
    }

    struct StubTrack: LenientDecodable {
        @Lenient var title: String?
        @Lenient var artist: String?
        /// Milliseconds.
        @Lenient var length: Int?
    }

    let id: String?
    let releases: [MusicBrainzRelease]?
    /// The CD stub's members, read from the same object.
    let stub: Stub

    enum CodingKeys: String, CodingKey { case id, releases }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(.id)
        releases = container.lenientField(.releases)
        stub = try Stub(from: decoder)
        guard releases != nil || (stub.tracks != nil && stub.title != nil) else {
            throw DecodingError.keyNotFound(
                CodingKeys.releases, .init(codingPath: [], debugDescription: "neither releases nor a CD stub"))
        }
    }
}
