/// The parts of MusicBrainz' release search (`GET /ws/2/release?query=…&fmt=json`) that cdscan reads.
///
/// Every field of a release is optional and read leniently: the search index
/// omits what the editors left empty, and one odd field must not cost the rest.
///
/// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API/Search#Release
typealias MusicBrainzSearchResponse = ListResponse<MusicBrainzRelease>

/// One release of a MusicBrainz search result.
struct MusicBrainzRelease: LenientDecodable, ListResponseRow {
    static let listKey = "releases"

    /// One artist of the credit: the name as credited, and what joins it to the next one.
    struct Credit: LenientDecodable {
        let name: String?
        let joinPhrase: String
        /// The artist's own name, for a credit that lacks `name`.
        let artistName: String?

        enum CodingKeys: String, CodingKey {
            case name, artist
            case joinPhrase = "joinphrase"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = container.lenientString(.name)
            joinPhrase = container.lenientString(.joinPhrase) ?? ""
            artistName = container.lenient(Named.self, .artist)?.name
        }
    }

    struct LabelInfo: LenientDecodable {
        let catalogNumber: String?
        let labelName: String?

        enum CodingKeys: String, CodingKey {
            case label
            case catalogNumber = "catalog-number"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            catalogNumber = container.lenientString(.catalogNumber)
            labelName = container.lenient(Named.self, .label)?.name
        }
    }

    struct Medium: LenientDecodable {
        @Lenient var format: String?
    }

    struct ReleaseEvent: LenientDecodable {
        let areaName: String?
        let areaCodes: [String]

        enum CodingKeys: String, CodingKey { case area }
        enum AreaKeys: String, CodingKey {
            case name
            case codes = "iso-3166-1-codes"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let area = try? container.nestedContainer(keyedBy: AreaKeys.self, forKey: .area)
            areaName = area?.lenientString(.name)
            areaCodes = area?.lenientStrings(.codes) ?? []
        }
    }

    /// Anything with a `name`: an artist, a label.
    struct Named: LenientDecodable {
        @Lenient var name: String?
    }

    let id: String?
    let score: Int?
    let title: String?
    let date: String?
    let country: String?
    let barcode: String?
    let artistCredit: [Credit]
    let labelInfo: [LabelInfo]
    let media: [Medium]
    let releaseEvents: [ReleaseEvent]
    /// `cover-art-archive.front`: the Cover Art Archive has a front cover. Search results often omit it.
    let hasFrontCover: Bool

    enum CodingKeys: String, CodingKey {
        case id, score, title, date, country, barcode, media
        case artistCredit = "artist-credit"
        case labelInfo = "label-info"
        case releaseEvents = "release-events"
        case coverArtArchive = "cover-art-archive"
    }

    enum CoverArtKeys: String, CodingKey { case front }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(.id)
        score = container.lenientInt(.score)
        title = container.lenientString(.title)
        date = container.lenientString(.date)
        country = container.lenientString(.country)
        barcode = container.lenientString(.barcode)
        artistCredit = container.lenientField(.artistCredit)
        labelInfo = container.lenientField(.labelInfo)
        media = container.lenientField(.media)
        releaseEvents = container.lenientField(.releaseEvents)
        let coverArt = try? container.nestedContainer(keyedBy: CoverArtKeys.self, forKey: .coverArtArchive)
        hasFrontCover =
            (try? coverArt?.decodeIfPresent(Bool.self, forKey: .front)) == true
            || coverArt?.lenientString(.front)?.lowercased() == "true"
    }
}
