import Album
import Foundation

/// What one copy is worth, and what that rests on (``CopyValue/rule(media:market:)`` decides it).
package struct CopyValue: Sendable, Equatable {
    /// What the value rests on.
    package enum Basis: String, Sendable {
        /// Discogs' price suggestion for the copy's media condition.
        case suggestion
        /// The lowest listing for sale: Discogs gave no suggestion for it.
        case lowestListing = "lowest_listing"
        /// No value.
        case none
    }

    /// Why a copy has no value, or why its value is the lowest listing.
    package enum Reason: String, Sendable, CaseIterable {
        /// Not identified as a Discogs release: nothing to ask.
        case notOnDiscogs = "not_on_discogs"
        /// Nothing kept yet (offline, or the lookup failed).
        case notFetched = "not_fetched"
        /// Discogs no longer has the release (404).
        case releaseGone = "release_gone"
        /// No suggestion, and none for sale.
        case noneForSale = "none_for_sale"
        /// No suggestion, and Discogs blocks the release from sale.
        case blockedFromSale = "blocked_from_sale"
        /// Discogs refused suggestions: the user has no seller settings.
        case noSellerSettings = "no_seller_settings"
        /// Discogs had no suggestions for the release (`{}`).
        case noSuggestions = "no_suggestions"
        /// Discogs had suggestions, but none for the copy's condition.
        case conditionMissing = "condition_missing"
    }

    /// nil: no value.
    package var price: MarketPrice?
    package var basis: Basis
    /// The media grade the suggestion was looked up for; nil when none was.
    package var grade: Grade?
    /// Whether the copy has no media grade, so Very Good Plus was taken.
    package var gradeAssumed: Bool
    /// Why there is no value (basis `none`), or why not a suggestion (basis `lowestListing`).
    package var reason: Reason?
    /// When the answers it rests on were fetched (the older of the two).
    package var fetchedAt: Date?

    package init(
        price: MarketPrice?, basis: Basis, grade: Grade?, gradeAssumed: Bool, reason: Reason?, fetchedAt: Date?
    ) {
        self.price = price
        self.basis = basis
        self.grade = grade
        self.gradeAssumed = gradeAssumed
        self.reason = reason
        self.fetchedAt = fetchedAt
    }

    /// The grade an ungraded copy is valued at.
    package static let assumedGrade = Grade.veryGoodPlus

    /// The value of a copy whose media grade is `media` (as stored; nil or not a media grade:
    /// ungraded) from what is kept of its release's market (nil: nothing).
    ///
    /// The rule: the suggestion for the copy's media grade (Very Good Plus when ungraded); when
    /// Discogs gave none (no seller settings, an empty answer, or none for that grade) while its
    /// statistics answered, the lowest listing; neither: no value, with the reason.
    package static func rule(media: String?, market: KeptMarket?) -> CopyValue {
        let stated = media.flatMap(Grade.init(stored:)).flatMap { Grade.Part.media.grades.contains($0) ? $0 : nil }
        let grade = stated ?? assumedGrade
        var value = CopyValue(
            price: nil, basis: .none, grade: grade, gradeAssumed: stated == nil, reason: nil,
            fetchedAt: market?.oldestFetch)
        guard let market, market.suggestions != nil || market.statisticsFetchedAt != nil else {
            value.reason = .notFetched
            return value
        }
        if market.isGone {
            value.reason = .releaseGone
            return value
        }
        let whyNoSuggestion: Reason
        switch market.suggestions {
        case .prices(let prices) where prices[grade.fullName] != nil:
            value.price = prices[grade.fullName]
            value.basis = .suggestion
            return value
        case .prices(let prices): whyNoSuggestion = prices.isEmpty ? .noSuggestions : .conditionMissing
        case .sellerSettingsMissing: whyNoSuggestion = .noSellerSettings
        case .releaseGone, nil: whyNoSuggestion = .notFetched
        }
        value.reason = whyNoSuggestion
        guard let statistics = market.statistics else { return value }
        if let lowest = statistics.lowestPrice, !statistics.blockedFromSale {
            value.price = lowest
            value.basis = .lowestListing
            return value
        }
        value.reason = statistics.blockedFromSale ? .blockedFromSale : .noneForSale
        return value
    }
}
