/// What Discogs' price suggestions told of a release.
///
/// - SeeAlso: https://www.discogs.com/developers#page:marketplace,header:marketplace-price-suggestions
package enum PriceSuggestionsAnswer: Sendable, Equatable {
    /// A price per media condition, by Discogs' full grade name ("Very Good Plus (VG+)"), in
    /// the user's selling currency; empty when Discogs has none (it answered `{}`).
    case prices([String: MarketPrice])
    /// Discogs refused: the user has not filled in their seller settings.
    case sellerSettingsMissing
    /// Discogs no longer has the release (404).
    case releaseGone
}
