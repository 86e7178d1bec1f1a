/// The parts of a MusicBrainz release lookup
/// (`GET /ws/2/release/{mbid}?inc=recordings+artist-credits+labels&fmt=json`) that
/// `--details` reads beyond the search row: the media and their tracks.
///
/// The release's own fields (title, credit, labels, country) decode as in a search,
/// through `MusicBrainzRelease`; everything here is read leniently too.
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API#Lookups
struct MusicBrainzReleaseResponse: Decodable {
    struct Medium: LenientDecodable {
        @Lenient var position: Int?
        @Lenient var format: String?
        @Lenient var title: String?
        @Lenient var tracks: [MediumTrack]
    }

    struct MediumTrack: LenientDecodable {
        /// As printed ("1", "A1"); `position` is the running number.
        let number: String?
        let position: Int?
        let title: String?
        /// Milliseconds.
        let length: Int?
        let artistCredit: [MusicBrainzRelease.Credit]
        let recordingTitle: String?

        enum CodingKeys: String, CodingKey {
            case number, position, title, length, recording
            case artistCredit = "artist-credit"
        }
        enum RecordingKeys: String, CodingKey { case title, length }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            number = container.lenientString(.number)
            position = container.lenientInt(.position)
            title = container.lenientString(.title)
            let recording = try? container.nestedContainer(keyedBy: RecordingKeys.self, forKey: .recording)
            length = container.lenientInt(.length) ?? recording?.lenientInt(.length)
            recordingTitle = recording?.lenientString(.title)
            artistCredit = container.lenientField(.artistCredit)
        }
    }

    /// The release as a search row describes it (id, title, credit, labels, country, barcode).
    let release: MusicBrainzRelease
    let media: [Medium]
    let asin: String?

    enum CodingKeys: String, CodingKey { case media, asin }

    init(from decoder: any Decoder) throws {
        release = try MusicBrainzRelease(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // `media` must be there: without it this is not a release lookup.
        media = try container.requiredElements(.media)
        asin = container.lenientString(.asin)
    }
}
