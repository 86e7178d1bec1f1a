import Foundation

extension DiscogsEmulator {
    /// The answers of the marketplace routes, after the token and rate-limit checks, as
    /// Discogs documents them:
    ///
    /// - `GET /marketplace/price_suggestions/{release_id}`: an object keyed by condition
    ///   (`{"Mint (M)": {"currency": "USD", "value": 10.48}, ...}`) in the user's selling
    ///   currency, `{}` when there are none, 403 naming the seller settings when the user has
    ///   not filled them in, 404 for a release Discogs does not have.
    /// - `GET /marketplace/stats/{release_id}?curr_abbr=CUR`: `lowest_price` (null when none is
    ///   for sale or the release is blocked), `num_for_sale`, `blocked_from_sale`; 404 likewise.
    /// - `GET /users/{username}/collection/value`: `minimum`, `median`, `maximum` as text
    ///   ("$1,234.56"); 403 for another user's collection (`collectionAnswer` checks that).
    func marketplaceAnswer(_ route: DiscogsRoute, state: inout State) -> FakeResponse {
        switch route {
        case .priceSuggestions(let releaseID):
            guard Self.knows(releaseID, in: state.catalog) else { return DiscogsPages.releaseNotFound }
            let market = state.market
            guard market.hasSellerSettings else { return DiscogsPages.sellerSettingsMissing }
            let members = market.suggestions(for: releaseID).sorted { $0.key < $1.key }.map { condition, value in
                "\(Self.quoted(condition)): {\"currency\": \(Self.quoted(market.sellingCurrency)), \"value\": \(value)}"
            }
            return .json("{" + members.joined(separator: ", ") + "}")
        case .marketStats(let releaseID, let currency):
            guard Self.knows(releaseID, in: state.catalog) else { return DiscogsPages.releaseNotFound }
            let market = state.market
            let stats = market.stats(for: releaseID, currency: currency ?? market.sellingCurrency)
            let lowest =
                stats.blockedFromSale
                ? "null"
                : stats.lowestPrice.map { "{\"currency\": \(Self.quoted($0.currency)), \"value\": \($0.value)}" }
                    ?? "null"
            return .json(
                "{\"lowest_price\": \(lowest), \"num_for_sale\": \(stats.blockedFromSale ? 0 : stats.forSale), "
                    + "\"blocked_from_sale\": \(stats.blockedFromSale)}")
        case .collectionValue:
            let value = state.market.collectionValue
            let document: JSONValue = [
                "minimum": .string(value.minimum), "median": .string(value.median), "maximum": .string(value.maximum),
            ]
            return .json(document.encodedText)
        default:
            return DiscogsPages.notFound
        }
    }

    private static func quoted(_ text: String) -> String {
        JSONValue.string(text).encodedText
    }
}

extension DiscogsPages {
    /// Discogs' refusal of price suggestions to a user without seller settings.
    static let sellerSettingsMissing = message(
        "You must fill out your seller settings before you can get price suggestions.", status: 403)
}
