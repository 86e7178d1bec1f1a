import Album
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// The rule of a copy's value (`CopyValue.rule`), one case per branch, and the marketplace
/// answers the catalogue keeps.
@Suite struct CopyValueRuleTests {
    let fetched = Date(timeIntervalSince1970: 1_800_000_000)

    func price(_ amount: String, _ currency: String = "USD") -> MarketPrice {
        MarketPrice(amount: amount, currency: currency)
    }

    func market(
        _ suggestions: PriceSuggestionsAnswer?, lowest: MarketPrice? = nil, forSale: Int = 0, blocked: Bool = false
    )
        -> KeptMarket
    {
        KeptMarket(
            suggestions: suggestions, suggestionsFetchedAt: fetched,
            statistics: MarketStatistics(lowestPrice: lowest, forSale: forSale, blockedFromSale: blocked),
            statisticsFetchedAt: fetched)
    }

    var prices: PriceSuggestionsAnswer {
        .prices([
            "Near Mint (NM or M-)": price("20.125"), "Very Good Plus (VG+)": price("12.5"),
            "Good (G)": price("3", "EUR"),
        ])
    }

    @Test func theSuggestionForTheCopysMediaGradeIsItsValue() {
        let value = CopyValue.rule(media: "Near Mint (NM or M-)", market: market(prices, lowest: price("1")))
        #expect(value.price == price("20.125") && value.basis == .suggestion && value.grade == .nearMint)
        #expect(!value.gradeAssumed && value.reason == nil && value.fetchedAt == fetched)
        // A grade typed in short form on import counts too; another currency stays its own.
        #expect(CopyValue.rule(media: "G", market: market(prices)).price == price("3", "EUR"))
    }

    @Test(arguments: [nil, "", "Generic", "No Cover", "scratched"] as [String?])
    func anUngradedCopyIsValuedAsVeryGoodPlusAndSaysSo(media: String?) {
        let value = CopyValue.rule(media: media, market: market(prices))
        #expect(value.price == price("12.5") && value.grade == .veryGoodPlus && value.gradeAssumed)
    }

    @Test(arguments: [
        (PriceSuggestionsAnswer.sellerSettingsMissing, CopyValue.Reason.noSellerSettings),
        (.prices([:]), .noSuggestions),
        (.prices(["Mint (M)": MarketPrice(amount: "9", currency: "USD")]), .conditionMissing),
    ])
    func withoutASuggestionTheLowestListingIsTheValueAndWhyIsSaid(
        suggestions: PriceSuggestionsAnswer, reason: CopyValue.Reason
    ) {
        let value = CopyValue.rule(media: "VG", market: market(suggestions, lowest: price("4.99"), forSale: 2))
        #expect(value.price == price("4.99") && value.basis == .lowestListing && value.reason == reason)
    }

    @Test func neitherSuggestionNorListingIsNoValueWithTheReason() {
        let none = CopyValue.rule(media: "VG", market: market(.prices([:]), lowest: nil))
        #expect(none.price == nil && none.basis == .none && none.reason == .noneForSale)
        let blocked = CopyValue.rule(
            media: "VG", market: market(.sellerSettingsMissing, lowest: price("3"), forSale: 1, blocked: true))
        #expect(blocked.price == nil && blocked.reason == .blockedFromSale)
        let gone = KeptMarket(suggestions: .releaseGone, suggestionsFetchedAt: fetched)
        #expect(CopyValue.rule(media: "VG", market: gone).reason == .releaseGone)
        let statsGone = KeptMarket(statistics: nil, statisticsFetchedAt: fetched)
        #expect(CopyValue.rule(media: nil, market: statsGone).reason == .releaseGone)
        #expect(CopyValue.rule(media: "VG", market: nil).reason == .notFetched)
    }

    @Test func theCatalogueKeepsBothAnswersExactlyWithTheirDates() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        #expect(try store.keptMarket(currency: "USD").isEmpty)
        try store.keepSuggestions(
            .prices(["Mint (M)": price("10.4823", "EUR"), "Poor (P)": price("0.1", "EUR")]), releaseID: 7)
        try store.keepStatistics(
            MarketStatistics(lowestPrice: price("2.5", "GBP"), forSale: 4, blockedFromSale: false), releaseID: 7,
            currency: "GBP")
        try store.keepSuggestions(.sellerSettingsMissing, releaseID: 8)
        try store.keepStatistics(nil, releaseID: 9, currency: "GBP")
        let kept = try store.keptMarket(currency: "GBP")
        #expect(
            kept[7]?.suggestions == .prices(["Mint (M)": price("10.4823", "EUR"), "Poor (P)": price("0.1", "EUR")]))
        #expect(kept[7]?.statistics?.lowestPrice == price("2.5", "GBP") && kept[7]?.statistics?.forSale == 4)
        #expect(kept[7]?.suggestionsFetchedAt != nil && kept[7]?.statisticsFetchedAt != nil)
        #expect(kept[8]?.suggestions == .sellerSettingsMissing && kept[8]?.statisticsFetchedAt == nil)
        #expect(kept[9]?.isGone == true)
        // Statistics are kept per currency asked.
        #expect(try store.keptMarket(currency: "USD")[7]?.statistics == nil)
        // A later answer replaces the earlier one.
        try store.keepSuggestions(.prices([:]), releaseID: 7)
        #expect(try store.keptMarket(currency: "GBP")[7]?.suggestions == .prices([:]))
    }
}
