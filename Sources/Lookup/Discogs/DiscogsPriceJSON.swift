import Album
import Foundation

/// A price as Discogs' marketplace writes it, read into a `MarketPrice` with its amount exact.
struct DiscogsPriceJSON: Decodable {
    let price: MarketPrice

    enum CodingKeys: String, CodingKey { case value, currency }

    /// `{"currency": "USD", "value": 10.4823}`; the value may also come as text ("10.48").
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(String.self, forKey: .currency).uppercased()
        let number: Decimal?
        if let decimal = try? container.decode(Decimal.self, forKey: .value) {
            number = decimal
        } else {
            number = (try? container.decode(String.self, forKey: .value)).flatMap { Decimal(string: $0) }
        }
        guard let number, number >= 0, currency.count == 3 else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "not a price in a currency")
        }
        price = MarketPrice(amount: number.description, currency: currency)
    }
}
