import Album
import Barcode
import Catalog
import Foundation
import Testing

@testable import Presentation

/// `items list`'s VALUE column and `items show`'s value lines, from the values kept.
@Suite struct ItemListingValueTests {
    let fetched = Date(timeIntervalSince1970: 1_800_000_000)

    func records() throws -> [CatalogJSONL.Record] {
        let gtin = try GTIN(parsing: "029667431224")
        let date = Date(timeIntervalSince1970: 0)
        let items = (1...3).map { id in
            CatalogItem(id: Int64(id), barcode: gtin.ean13, gtin: gtin, status: .found, source: "list", scannedAt: date)
        }
        let suggestion = CopyValue(
            price: MarketPrice(amount: "12.50", currency: "EUR"), basis: .suggestion, grade: .veryGoodPlus,
            gradeAssumed: true, reason: nil, fetchedAt: fetched)
        let none = CopyValue(
            price: nil, basis: .none, grade: .veryGoodPlus, gradeAssumed: true, reason: .noneForSale, fetchedAt: fetched
        )
        return CatalogJSONL.records(
            for: items, values: [1: KeptValue(value: suggestion), 2: KeptValue(value: none)], failureTexts: [:])
    }

    @Test func theTableHasAValueColumnBlankWithoutAValue() throws {
        let lines = ItemListing.table(try records()).split(separator: "\n")
        #expect(lines[0].hasSuffix("LOCATION      VALUE  NOTES"), "\(lines[0])")
        // Right-aligned under its heading, as the numbers are.
        let end = try #require(lines[0].range(of: "VALUE")).upperBound
        let width = lines[0].distance(from: lines[0].startIndex, to: end)
        #expect(lines[1].prefix(width).hasSuffix("12.50 EUR"), "\(lines[1])")
        #expect(!lines[2].contains("EUR") && !lines[3].contains("EUR"), "no value: blank")
    }

    @Test func theCardSaysTheValueItsBasisAndWhenThePricesWereFetched() throws {
        let cards = try records().map(ItemListing.card)
        #expect(cards[0].contains("value:      12.50 EUR (suggestion for Very Good Plus (VG+), not graded)"))
        #expect(cards[0].contains("valued:     2027-01-15T08:00:00Z"), "\(cards[0])")
        #expect(cards[1].contains("value:      none (no price suggestion and none for sale)"))
        #expect(!cards[2].contains("value"), "nothing kept: nothing said")
    }

    /// `items show` has no `--offline` and never asks Discogs: a release without prices is sent
    /// to `cdscan value`, which fetches them, not told to run without an option it lacks.
    @Test func theCardSendsAReleaseWithoutPricesToValue() throws {
        let gtin = try GTIN(parsing: "029667431224")
        let item = CatalogItem(
            id: 1, barcode: gtin.ean13, gtin: gtin, status: .found, source: "list",
            scannedAt: Date(timeIntervalSince1970: 0))
        let unfetched = CopyValue(
            price: nil, basis: .none, grade: .veryGoodPlus, gradeAssumed: true, reason: .notFetched, fetchedAt: nil)
        let record = try #require(
            CatalogJSONL.records(for: [item], values: [1: KeptValue(value: unfetched)], failureTexts: [:]).first)
        let card = ItemListing.card(record)
        #expect(
            card.contains("value:      none (no prices kept for the release yet ('cdscan value' fetches them))"),
            "\(card)")
        #expect(!card.contains("--offline"), "\(card)")
    }
}
