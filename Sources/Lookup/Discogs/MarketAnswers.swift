import Album

/// `GET /users/{username}/collection/value`: Discogs' own estimate of the whole collection,
/// as the text it sends ("€1,234.56"), never read as numbers.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection-value
package struct DiscogsCollectionValue: Sendable, Equatable, Decodable {
    package var minimum: String
    package var median: String
    package var maximum: String

    package init(minimum: String, median: String, maximum: String) {
        self.minimum = minimum
        self.median = median
        self.maximum = maximum
    }
}

/// The body of a statistics answer; a missing count is 0, a missing flag false.
struct DiscogsStatsResponse: Decodable {
    let statistics: MarketStatistics

    enum CodingKeys: String, CodingKey {
        case lowestPrice = "lowest_price"
        case forSale = "num_for_sale"
        case blocked = "blocked_from_sale"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lowest = try container.decodeIfPresent(DiscogsPriceJSON.self, forKey: .lowestPrice)?.price
        let forSale = (try? container.decodeIfPresent(Int.self, forKey: .forSale)) ?? 0
        let blocked = (try? container.decodeIfPresent(Bool.self, forKey: .blocked)) ?? false
        statistics = MarketStatistics(
            lowestPrice: blocked ? nil : lowest, forSale: max(0, forSale), blockedFromSale: blocked)
    }
}

/// The body of a price-suggestions answer: members that are not prices are left out, so that
/// one odd condition does not lose the others.
struct DiscogsSuggestionsResponse: Decodable {
    let prices: [String: MarketPrice]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var prices: [String: MarketPrice] = [:]
        for key in container.allKeys {
            if let price = try? container.decode(DiscogsPriceJSON.self, forKey: key) {
                prices[key.stringValue] = price.price
            }
        }
        self.prices = prices
    }

    struct AnyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
