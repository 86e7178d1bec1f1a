import Foundation

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

    /// The amount as an exact decimal (never a binary fraction); nil when it is not a number.
    package var decimal: Decimal? { Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")) }

    /// The exact sum of `prices` in each currency: never converted from one to another.
    package static func totals(_ prices: [MarketPrice]) -> [String: Decimal] {
        var sums: [String: Decimal] = [:]
        for price in prices {
            guard let amount = price.decimal else { continue }
            sums[price.currency, default: 0] += amount
        }
        return sums
    }

    /// `totals` as text, `first` (the currency asked) first, then the others by code:
    /// "12.5 USD + 3.4567 EUR"; nil when there is nothing.
    package static func totalText(_ totals: [String: Decimal], first: String? = nil) -> String? {
        let ordered = totals.sorted { ($0.key == first ? 0 : 1, $0.key) < ($1.key == first ? 0 : 1, $1.key) }
        return ordered.isEmpty ? nil : ordered.map { "\($0.value) \($0.key)" }.joined(separator: " + ")
    }

    /// The currencies Discogs' marketplace takes (`curr_abbr`), in its order.
    package static let discogsCurrencies = [
        "USD", "GBP", "EUR", "CAD", "AUD", "JPY", "CHF", "MXN", "BRL", "NZD", "SEK", "ZAR",
    ]
}
