import Album
import Foundation

/// What a release is worth on Discogs' marketplace, and what Discogs says the user's collection
/// is worth. These go through `send` like every other call, so the shared `RateLimiter` counts
/// them, 429 and 5xx are retried, and 401 is `.tokenRefused`.
extension DiscogsClient {
    /// The price suggestions of release `releaseID` (one request).
    ///
    /// A JSON 403 whose message names the seller settings is `.sellerSettingsMissing` (Discogs
    /// gives suggestions only to users who filled them in); any other 403 fails as usual.
    package func priceSuggestions(releaseID: Int) throws(LookupError) -> PriceSuggestionsAnswer {
        var call = DiscogsCall(
            path: "/marketplace/price_suggestions/\(releaseID)", subject: "price suggestions of release \(releaseID)")
        call.acceptsJSONForbidden = true
        let response = try send(call)
        switch response.status {
        case 404:
            return .releaseGone
        case 403:
            let message = String(decoding: response.body.prefix(1024), as: UTF8.self).lowercased()
            guard message.contains("seller settings") else {
                throw .forbidden(service: Self.service, status: 403, isHTML: false)
            }
            return .sellerSettingsMissing
        default:
            return .prices(try decode(DiscogsSuggestionsResponse.self, from: response, for: call).prices)
        }
    }

    /// The marketplace statistics of release `releaseID` in `currency` (one request); nil when
    /// Discogs no longer has the release (404).
    package func marketStatistics(releaseID: Int, currency: String) throws(LookupError) -> MarketStatistics? {
        let code = currency.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let call = DiscogsCall(
            path: "/marketplace/stats/\(releaseID)?curr_abbr=\(code)",
            subject: "marketplace statistics of release \(releaseID)")
        let response = try send(call)
        if response.status == 404 { return nil }
        return try decode(DiscogsStatsResponse.self, from: response, for: call).statistics
    }

    /// Discogs' own estimate of `username`'s collection (nil: the token's own user).
    package func collectionValue(username: String? = nil) throws(LookupError) -> DiscogsCollectionValue {
        let user: String
        if let username { user = username } else { user = try identity() }
        let call = DiscogsCall(
            path: "/users/\(Self.pathComponent(user))/collection/value", subject: "the collection value of \(user)",
            forbidden: .collectionForbidden(service: Self.service, username: user))
        let response = try send(call)
        guard response.status != 404 else {
            throw .unexpectedResponse(
                service: Self.service, status: 404, mediaType: response.mediaType, subject: call.subject)
        }
        return try decode(DiscogsCollectionValue.self, from: response, for: call)
    }
}
