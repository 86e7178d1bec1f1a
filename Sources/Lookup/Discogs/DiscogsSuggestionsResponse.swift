import Album

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
