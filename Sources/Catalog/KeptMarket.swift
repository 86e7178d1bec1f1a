import Album
import Foundation

/// What the catalogue keeps of Discogs' marketplace for one release: the price suggestions and
/// the statistics in one currency, each with the time it was fetched (nil: never asked).
package struct KeptMarket: Sendable, Equatable {
    package var suggestions: PriceSuggestionsAnswer?
    package var suggestionsFetchedAt: Date?
    /// nil with a date: Discogs no longer has the release (404).
    package var statistics: MarketStatistics?
    package var statisticsFetchedAt: Date?

    package init(
        suggestions: PriceSuggestionsAnswer? = nil, suggestionsFetchedAt: Date? = nil,
        statistics: MarketStatistics? = nil, statisticsFetchedAt: Date? = nil
    ) {
        self.suggestions = suggestions
        self.suggestionsFetchedAt = suggestionsFetchedAt
        self.statistics = statistics
        self.statisticsFetchedAt = statisticsFetchedAt
    }

    /// Whether Discogs answered 404 to either question.
    package var isGone: Bool {
        suggestions == .releaseGone || (statisticsFetchedAt != nil && statistics == nil)
    }

    /// The older of the two answers' dates: how old what a value rests on is.
    package var oldestFetch: Date? {
        [suggestionsFetchedAt, statisticsFetchedAt].compactMap { $0 }.min()
    }
}
