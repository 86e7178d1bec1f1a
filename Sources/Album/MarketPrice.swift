/// A price on Discogs' marketplace: an amount kept exactly as decimal text (never rounded
/// through a binary floating-point number, so 10.4823 stays "10.4823") and its currency.
package struct MarketPrice: Sendable, Hashable, Codable {
    /// "10.4823", "12.5", "7".
    package let amount: String
    /// "USD", "EUR": the currency Discogs priced it in, which may differ from the one asked.
    package let currency: String

    package init(amount: String, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// "10.4823 USD".
    package var text: String { "\(amount) \(currency)" }

    /// The currencies Discogs' marketplace takes (`curr_abbr`), in its order.
    package static let discogsCurrencies = [
        "USD", "GBP", "EUR", "CAD", "AUD", "JPY", "CHF", "MXN", "BRL", "NZD", "SEK", "ZAR",
    ]
}
