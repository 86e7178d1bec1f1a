/// The parts of Discogs' `GET /database/search` response that cdscan reads.
///
/// - SeeAlso: https://www.discogs.com/developers#page:database,header:database-search
struct DiscogsSearchResponse: Decodable {
    let results: [DiscogsSearchResult]

    enum CodingKeys: String, CodingKey { case results }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // `results` is the one key that must be there: without it this is not a search response.
        results = try container.decode(LenientArray<DiscogsSearchResult>.self, forKey: .results).elements
    }
}

/// One row of a Discogs search: a release, a master or something else.
struct DiscogsSearchResult: Decodable {
    struct Format: Decodable {
        let name: String?
        let quantity: Int?
        let descriptions: [String]

        enum CodingKeys: String, CodingKey { case name, qty, descriptions }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = container.lenientString(.name)
            quantity = container.lenientInt(.qty)
            descriptions = container.lenientStrings(.descriptions)
        }
    }

    struct Community: Decodable {
        let have: Int?

        enum CodingKeys: String, CodingKey { case have }

        init(from decoder: any Decoder) throws {
            have = try decoder.container(keyedBy: CodingKeys.self).lenientInt(.have)
        }
    }

    let id: Int?
    let type: String?
    let title: String?
    let year: Int?
    let country: String?
    let format: [String]
    let formats: [Format]
    let label: [String]
    let catno: String?
    let genre: [String]
    let style: [String]
    let barcode: [String]
    let coverImage: String?
    let community: Community?

    enum CodingKeys: String, CodingKey {
        case id, type, title, year, country, format, formats, label, catno, genre, style, barcode, community
        case coverImage = "cover_image"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientInt(.id)
        type = container.lenientString(.type)
        title = container.lenientString(.title)
        year = container.lenientInt(.year)
        country = container.lenientString(.country)
        format = container.lenientStrings(.format)
        formats = container.lenient(LenientArray<Format>.self, .formats)?.elements ?? []
        label = container.lenientStrings(.label)
        catno = container.lenientString(.catno)
        genre = container.lenientStrings(.genre)
        style = container.lenientStrings(.style)
        barcode = container.lenientStrings(.barcode)
        coverImage = container.lenientString(.coverImage)
        community = container.lenient(Community.self, .community)
    }
}
