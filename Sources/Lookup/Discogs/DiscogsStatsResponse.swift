import Album

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
