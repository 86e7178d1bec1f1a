/// The marketplace of a `FakeDiscogs`: the seller settings of its one user, and what each release
/// is worth, as `/marketplace/price_suggestions`, `/marketplace/stats` and
/// `/users/{username}/collection/value` answer.
///
/// A release the catalogue knows and no test scripted gets prices made from its id, so that
/// any number of synthetic releases can be valued; amounts are decimal text, written into the
/// JSON as they are ("10.4823" stays 10.4823), as Discogs sends prices with any number of decimals.
package struct DiscogsMarketState: Sendable, Equatable {
    /// One price: an amount as decimal text and its currency ("12.50", "EUR").
    package struct Amount: Sendable, Equatable {
        package var value: String
        package var currency: String

        package init(_ value: String, _ currency: String) {
            self.value = value
            self.currency = currency
        }
    }

    /// What `/marketplace/stats/{release_id}` answers for a release.
    package struct Stats: Sendable, Equatable {
        /// nil: `"lowest_price": null` (none for sale, or blocked).
        package var lowestPrice: Amount?
        package var forSale: Int
        package var blockedFromSale: Bool

        package init(lowestPrice: Amount?, forSale: Int, blockedFromSale: Bool = false) {
            self.lowestPrice = lowestPrice
            self.forSale = forSale
            self.blockedFromSale = blockedFromSale
        }
    }

    /// Whether the user filled in their seller settings: without them Discogs refuses price
    /// suggestions with a 403 whose message names them.
    package var hasSellerSettings = true
    /// The currency price suggestions come in: the user's selling currency.
    package var sellingCurrency = "USD"
    /// Price suggestions by release, by condition's full name ("Very Good Plus (VG+)");
    /// an empty dictionary answers `{}`.
    package var suggestions: [Int: [String: String]] = [:]
    /// Marketplace statistics by release.
    package var stats: [Int: Stats] = [:]
    /// `/users/{username}/collection/value`: minimum, median and maximum as Discogs writes them.
    package var collectionValue = (minimum: "$12.34", median: "$1,234.56", maximum: "$2,402.00")

    package init() {}

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasSellerSettings == rhs.hasSellerSettings && lhs.sellingCurrency == rhs.sellingCurrency
            && lhs.suggestions == rhs.suggestions && lhs.stats == rhs.stats
            && lhs.collectionValue == rhs.collectionValue
    }

    /// The media grades Discogs suggests prices for, best first.
    package static let conditions = [
        "Mint (M)", "Near Mint (NM or M-)", "Very Good Plus (VG+)", "Very Good (VG)", "Good Plus (G+)", "Good (G)",
        "Fair (F)", "Poor (P)",
    ]

    /// The suggestions for `releaseID`: the scripted ones, else made from the id (Mint worth
    /// most, each grade below a little less).
    func suggestions(for releaseID: Int) -> [String: String] {
        if let scripted = suggestions[releaseID] { return scripted }
        let mintCents = 500 + releaseID % 4_500
        var prices: [String: String] = [:]
        for (rank, condition) in Self.conditions.enumerated() {
            prices[condition] = Self.decimal(cents: mintCents * (10 - rank) / 10)
        }
        return prices
    }

    /// The statistics of `releaseID`: the scripted ones, else some copies for sale from a
    /// price made from the id, in `currency`.
    func stats(for releaseID: Int, currency: String) -> Stats {
        if let scripted = stats[releaseID] { return scripted }
        return Stats(
            lowestPrice: Amount(Self.decimal(cents: 199 + releaseID % 2_000), currency), forSale: 1 + releaseID % 30)
    }

    private static func decimal(cents: Int) -> String {
        let fraction = cents % 100
        return "\(cents / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
