import Album
import Barcode
import Basics
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// The copies' values from the prices kept, as `items list`, `export` and the gallery read them
/// (`CatalogStore.keptValues`): the sort by value, the value columns, and how long prices are kept.
@Suite struct KeptValueTests {
    func price(_ amount: String, _ currency: String = "USD") -> MarketPrice {
        MarketPrice(amount: amount, currency: currency)
    }

    /// `threeCopyStore` with item 1 graded Near Mint.
    func store(_ clock: ManualClock = ManualClock()) throws -> CatalogStore {
        let store = try threeCopyStore(clock)
        var grade = CopyEdit()
        grade.media = .set(.nearMint)
        try store.apply(grade, to: [.ids([1])])
        return store
    }

    @Test func eachCopyIsValuedByTheRuleFromThePricesKeptAndACopyWithoutPricesIsLeftOut() throws {
        let store = try store()
        try store.keepSuggestions(
            .prices(["Near Mint (NM or M-)": price("20.125"), "Very Good Plus (VG+)": price("12.5")]), releaseID: 2)
        try store.keepStatistics(
            MarketStatistics(lowestPrice: price("3.99"), forSale: 7, blockedFromSale: false), releaseID: 2,
            currency: "USD")
        try store.keepSuggestions(.sellerSettingsMissing, releaseID: 1)
        try store.keepStatistics(
            MarketStatistics(lowestPrice: price("4.5", "EUR"), forSale: 2, blockedFromSale: false), releaseID: 1,
            currency: "EUR")
        let items = try store.allItems()
        let values = try store.keptValues(of: items, currency: "USD")
        #expect(values[1]?.value.price == price("20.125") && values[1]?.value.basis == .suggestion)
        #expect(values[1]?.statistics?.forSale == 7)
        // No USD statistics for release 1: the latest kept (in EUR) stand in, in their own currency.
        #expect(values[2]?.value.price == price("4.5", "EUR") && values[2]?.value.basis == .lowestListing)
        #expect(values[3] == nil, "nothing kept for a copy that is no Discogs release")
        // The same rule as `cdscan value`'s.
        let market = try store.keptMarket(currency: "USD", otherwiseLatest: true)
        #expect(values[1]?.value == CopyValue.of(items[0], market: market))
    }

    @Test func sortedByValueTheMostValuableComeFirstCurrencyByCurrencyAndNoValueLast() throws {
        let store = try store()
        var items = try store.allItems()
        var second = items[0]
        second.id = 4
        items.append(second)
        func kept(_ amount: String, _ currency: String) -> KeptValue {
            KeptValue(
                value: CopyValue(
                    price: price(amount, currency), basis: .suggestion, grade: .nearMint, gradeAssumed: false,
                    reason: nil, fetchedAt: nil))
        }
        let values: [Int64: KeptValue] = [
            1: kept("9.5", "USD"), 2: kept("100", "EUR"), 4: kept("10.25", "USD"),
        ]
        #expect(ItemOrder.value.sorted(items, values: values).map(\.id) == [2, 4, 1, 3])
        // A value kept as none (not for sale) sorts with those that have none.
        let none = KeptValue(
            value: CopyValue(
                price: nil, basis: .none, grade: nil, gradeAssumed: true, reason: .noneForSale, fetchedAt: nil))
        #expect(ItemOrder.value.sorted(items, values: [1: none, 4: kept("1", "USD")]).map(\.id) == [4, 1, 2, 3])
        #expect(ItemOrder.value.sorted(items).map(\.id) == [1, 2, 3, 4], "without values: the order added")
    }

    @Test func theValueColumnsComeAfterEveryOtherAndAreEmptyWhereNothingIsKept() throws {
        let clock = ManualClock()
        let store = try store(clock)
        try store.keepSuggestions(.prices(["Near Mint (NM or M-)": price("20.125")]), releaseID: 2)
        try store.keepStatistics(
            MarketStatistics(lowestPrice: price("3.99"), forSale: 7, blockedFromSale: false), releaseID: 2,
            currency: "USD")
        try store.keepSuggestions(.prices([:]), releaseID: 1)
        try store.keepStatistics(
            MarketStatistics(lowestPrice: nil, forSale: 0, blockedFromSale: false), releaseID: 1, currency: "USD")
        let items = try store.allItems()
        let values = try store.keptValues(of: items, currency: "USD")
        let csv = try CSVReader().rows(
            in: CatalogCSV.document(for: items, format: .cdscan, values: values, failureTexts: [:]))
        #expect(
            Array(csv[0].suffix(7)) == [
                "error", "value", "value_currency", "value_basis", "lowest_price", "for_sale", "valued_at",
            ])
        let rows = csv.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(csv[0], $0)) }
        let stamp = Timestamp.string(clock.date())
        #expect(rows[0]["value"] == "20.125" && rows[0]["value_currency"] == "USD")
        #expect(rows[0]["value_basis"] == "suggestion" && rows[0]["lowest_price"] == "3.99 USD")
        #expect(rows[0]["for_sale"] == "7" && rows[0]["valued_at"] == stamp)
        // Kept, but no value: the basis empty, what was kept still said.
        #expect(rows[1]["value"] == "" && rows[1]["value_basis"] == "" && rows[1]["for_sale"] == "0")
        #expect(rows[2]["value"] == "" && rows[2]["for_sale"] == "" && rows[2]["valued_at"] == "")

        let spreadsheet = CatalogCSV.document(for: items, format: .spreadsheet, values: values, failureTexts: [:])
        #expect(spreadsheet.contains(",20.125,USD,suggestion,3.99 USD,7,"))
        let discogs = try CSVReader().rows(
            in: CatalogCSV.document(for: items, format: .discogs, values: values, failureTexts: [:]))
        #expect(discogs[0] == DiscogsExport.columns, "Discogs' import format stays as Discogs reads it")

        let lines = CatalogJSONL.document(for: items, values: values, failureTexts: [:]).split(separator: "\n")
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["value"] as? String == "20.125" && first["value_currency"] as? String == "USD")
        #expect(first["value_basis"] as? String == "suggestion" && first["for_sale"] as? Int == 7)
        #expect(first["lowest_price"] as? [String: String] == ["amount": "3.99", "currency": "USD"])
        #expect(first["valued_at"] as? String == stamp)
        let third = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        #expect(third["value"] == nil && third["valued_at"] == nil)
    }

    @Test func pricesOlderThanAYearOrFromTheFutureArePurgedWithTheExpiredLookups() throws {
        let clock = ManualClock()
        let store = try store(clock)
        try store.keepSuggestions(.prices([:]), releaseID: 1)
        try store.keepStatistics(nil, releaseID: 1, currency: "USD")
        clock.advance(by: 200 * 86_400)
        try store.keepSuggestions(.prices([:]), releaseID: 2)
        clock.advance(by: 170 * 86_400)  // release 1's answers are now 370 days old, release 2's 170
        #expect(try store.removeExpiredLookups() == 0, "no lookups to remove: the count is theirs")
        #expect(Set(try store.keptMarket(currency: "USD").keys) == [2])
        try store.keepSuggestions(.prices([:]), releaseID: 3)
        clock.advance(by: -3_600)  // the clock was set back: an answer from the future
        #expect(try store.removeExpiredPrices() == 1)
        #expect(Set(try store.keptMarket(currency: "USD").keys) == [2])
    }
}
