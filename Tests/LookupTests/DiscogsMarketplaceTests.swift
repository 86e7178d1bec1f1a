import Album
import FakeServices
import Foundation
import Testing

@testable import Lookup

/// The marketplace calls with the real libcurl client against the fake's marketplace.
@Suite struct DiscogsMarketplaceTests {
    let seeds = 4_707_982

    @Test func suggestionsKeepEveryDecimalOfEachCondition() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateMarket {
            $0.suggestions[seeds] = ["Mint (M)": "10.4823", "Very Good Plus (VG+)": "0.1", "Good (G)": "7"]
            $0.sellingCurrency = "EUR"
        }
        let answer = try harness.client.priceSuggestions(releaseID: seeds)
        #expect(
            answer
                == .prices([
                    "Mint (M)": MarketPrice(amount: "10.4823", currency: "EUR"),
                    "Very Good Plus (VG+)": MarketPrice(amount: "0.1", currency: "EUR"),
                    "Good (G)": MarketPrice(amount: "7", currency: "EUR"),
                ]))
        #expect(harness.server.requests.map(\.path) == ["/marketplace/price_suggestions/\(seeds)"])
    }

    @Test func anEmptyAnswerIsNoSuggestionAndMissingSellerSettingsAreSaid() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateMarket { $0.suggestions[seeds] = [:] }
        #expect(try harness.client.priceSuggestions(releaseID: seeds) == .prices([:]))
        harness.server.updateMarket { $0.hasSellerSettings = false }
        #expect(try harness.client.priceSuggestions(releaseID: seeds) == .sellerSettingsMissing)
    }

    @Test func aReleaseDiscogsNoLongerHasIsGoneForBothQuestions() throws {
        let harness = try FakeDiscogsHarness()
        #expect(try harness.client.priceSuggestions(releaseID: 999_999_999) == .releaseGone)
        #expect(try harness.client.marketStatistics(releaseID: 999_999_999, currency: "USD") == nil)
    }

    @Test func statisticsReadNullLowestPriceBlockedAndTheCurrencyAsked() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateMarket {
            $0.stats[seeds] = .init(lowestPrice: .init("2.095", "GBP"), forSale: 3)
        }
        let stats = try harness.client.marketStatistics(releaseID: seeds, currency: "gbp")
        #expect(
            stats
                == MarketStatistics(
                    lowestPrice: .init(amount: "2.095", currency: "GBP"), forSale: 3, blockedFromSale: false))
        #expect(harness.server.requests.last?.query("curr_abbr") == "gbp")
        harness.server.updateMarket { $0.stats[seeds] = .init(lowestPrice: nil, forSale: 0) }
        #expect(try harness.client.marketStatistics(releaseID: seeds, currency: "USD")?.lowestPrice == nil)
        harness.server.updateMarket {
            $0.stats[seeds] = .init(lowestPrice: .init("5", "USD"), forSale: 2, blockedFromSale: true)
        }
        let blocked = try harness.client.marketStatistics(releaseID: seeds, currency: "USD")
        #expect(blocked == MarketStatistics(lowestPrice: nil, forSale: 0, blockedFromSale: true))
    }

    @Test func theCollectionValueIsDiscogsOwnText() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateMarket {
            $0.collectionValue = (minimum: "€12.00", median: "€1,234.56", maximum: "£2.50")
        }
        let value = try harness.client.collectionValue()
        #expect(value == DiscogsCollectionValue(minimum: "€12.00", median: "€1,234.56", maximum: "£2.50"))
        #expect(harness.server.requests.map(\.path) == ["/oauth/identity", "/users/cdscan-tester/collection/value"])
        let other = #expect(throws: LookupError.self) { try harness.client.collectionValue(username: "someone") }
        #expect(other == .collectionForbidden(service: .discogs, username: "someone"))
    }

    @Test func aRefusedTokenIsTokenRefusedAndTooManyRequestsAreRetried() throws {
        let refused = try FakeDiscogsHarness(token: "wrong")
        #expect(throws: LookupError.tokenRefused(service: .discogs)) {
            try refused.client.priceSuggestions(releaseID: seeds)
        }
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.status(429), .status(503)])
        #expect(try harness.client.marketStatistics(releaseID: seeds, currency: "USD") != nil)
        #expect(harness.server.requests.count == 3)
    }

    @Test func anHTMLForbiddenIsNotReadAsMissingSellerSettings() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.status(403)])
        #expect(throws: LookupError.forbidden(service: .discogs, status: 403, isHTML: true)) {
            try harness.client.priceSuggestions(releaseID: seeds)
        }
    }
}
