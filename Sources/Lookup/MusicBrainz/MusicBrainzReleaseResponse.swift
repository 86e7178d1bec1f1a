/// The parts of a MusicBrainz release lookup
/// (`GET /ws/2/release/{mbid}?inc=recordings+artist-credits+labels&fmt=json`) that
/// `--details` reads beyond the search row: the media and their tracks.
///
/// The release's own fields (title, credit, labels, country) decode as in a search,
/// through `MusicBrainzRelease`; everything here is read leniently too.
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API#Lookups
struct MusicBrainzReleaseResponse: Decodable {
    struct Medium: Decodable {
        let position: Int?
        let format: String?
        let title: String?
        let tracks: [MediumTrack]

        enum CodingKeys: String, CodingKey { case position, format, title, tracks }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            position = container.lenientInt(.position)
            format = container.lenientString(.format)
            title = container.lenientString(.title)
            tracks = container.lenient(LenientArray<MediumTrack>.self, .tracks)?.elements ?? []
        }
    }

    struct MediumTrack: Decodable {
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
            artistCredit =
                container.lenient(LenientArray<MusicBrainzRelease.Credit>.self, .artistCredit)?.elements ?? []
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
        media = try container.decode(LenientArray<Medium>.self, forKey: .media).elements
        asin = container.lenientString(.asin)
    }
}
