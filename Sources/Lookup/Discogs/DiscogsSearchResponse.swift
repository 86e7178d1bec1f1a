/// The parts of Discogs' `GET /database/search` response that cdscan reads: its `results`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:database,header:database-search
typealias DiscogsSearchResponse = ListResponse<DiscogsSearchResult>

/// One row of a Discogs search: a release, a master or something else.
struct DiscogsSearchResult: LenientDecodable, ListResponseRow {
    static let listKey = "results"

    struct Format: LenientDecodable {
        @Lenient var name: String?
        @Lenient var quantity: Int?
        @Lenient var descriptions: [String]

        enum CodingKeys: String, CodingKey {
            case name, descriptions
            case quantity = "qty"
        }
    }

    struct Community: LenientDecodable {
        @Lenient var have: Int?
    }

    @Lenient var id: Int?
    @Lenient var type: String?
    @Lenient var title: String?
    @Lenient var year: Int?
    @Lenient var country: String?
    @Lenient var format: [String]
    @Lenient var formats: [Format]
    @Lenient var label: [String]
    @Lenient var catno: String?
    @Lenient var genre: [String]
    @Lenient var style: [String]
    @Lenient var barcode: [String]
    @Lenient var coverImage: String?
    @Lenient var community: Community?

    enum CodingKeys: String, CodingKey {
        case id, type, title, year, country, format, formats, label, catno, genre, style, barcode, community
        case coverImage = "cover_image"
    }
}
