import Album
import Basics
import Foundation
import SQLite

/// Discogs' marketplace answers per release (`cdscan value`). Each is written alone, so a run
/// stopped any way keeps every answer it received, and the next asks only for the rest.
extension CatalogStore {
    /// Keeps Discogs' price suggestions for `releaseID`, stamped `at` (default now).
    package func keepSuggestions(_ answer: PriceSuggestionsAnswer, releaseID: Int, at date: Date? = nil)
        throws(CatalogError)
    {
        let (kind, prices): (String, [String: MarketPrice]) =
            switch answer {
            case .prices(let prices): ("prices", prices)
            case .sellerSettingsMissing: ("no_seller_settings", [:])
            case .releaseGone: ("gone", [:])
            }
        let json = Self.pricesJSON(prices)
        try run { () throws(DatabaseError) in
            try database.run(
                """
                INSERT INTO price_suggestions (release_id, answer, prices, fetched_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (release_id) DO UPDATE SET answer = excluded.answer, prices = excluded.prices,
                    fetched_at = excluded.fetched_at
                """,
                [.integer(Int64(releaseID)), .text(kind), .text(json), .text(Timestamp.string(date ?? now()))])
        }
    }

    /// Keeps Discogs' statistics for `releaseID` asked in `currency` (nil: the release is gone).
    package func keepStatistics(
        _ statistics: MarketStatistics?, releaseID: Int, currency: String, at date: Date? = nil
    ) throws(CatalogError) {
        let lowest = statistics?.lowestPrice
        try run { () throws(DatabaseError) in
            try database.run(
                """
                INSERT INTO market_stats (release_id, currency, gone, lowest_amount, lowest_currency, for_sale,
                    blocked, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (release_id, currency) DO UPDATE SET gone = excluded.gone,
                    lowest_amount = excluded.lowest_amount, lowest_currency = excluded.lowest_currency,
                    for_sale = excluded.for_sale, blocked = excluded.blocked, fetched_at = excluded.fetched_at
                """,
                [
                    .integer(Int64(releaseID)), .text(currency), .integer(statistics == nil ? 1 : 0),
                    lowest.map { DatabaseValue.text($0.amount) } ?? .null,
                    lowest.map { DatabaseValue.text($0.currency) } ?? .null,
                    .integer(Int64(statistics?.forSale ?? 0)), .integer(statistics?.blockedFromSale == true ? 1 : 0),
                    .text(Timestamp.string(date ?? now())),
                ])
        }
    }

    /// Everything kept of the marketplace, by release, with the statistics asked in `currency`;
    /// with `otherwiseLatest`, a release without those has the latest kept in another currency.
    package func keptMarket(currency: String, otherwiseLatest: Bool = false) throws(CatalogError) -> [Int: KeptMarket] {
        var kept: [Int: KeptMarket] = [:]
        let suggestions = try run { () throws(DatabaseError) in
            try database.query("SELECT release_id, answer, prices, fetched_at FROM price_suggestions") { row in
                (Int(row.integer(0)), row.text(1) ?? "", row.text(2) ?? "{}", row.text(3) ?? "")
            }
        }
        let decoder = JSONDecoder()
        for (releaseID, kind, json, stamp) in suggestions {
            let answer: PriceSuggestionsAnswer =
                switch kind {
                case "no_seller_settings": .sellerSettingsMissing
                case "gone": .releaseGone
                default: .prices(Self.prices(json, decoder: decoder))
                }
            kept[releaseID, default: KeptMarket()].suggestions = answer
            kept[releaseID, default: KeptMarket()].suggestionsFetchedAt = Timestamp.date(stamp)
        }
        let statistics = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT release_id, gone, lowest_amount, lowest_currency, for_sale, blocked, fetched_at
                FROM market_stats WHERE currency = ?1 OR ?2 ORDER BY currency = ?1, fetched_at
                """, [.text(currency), .integer(otherwiseLatest ? 1 : 0)]
            ) { row in
                let lowest = row.text(2).flatMap { amount in
                    row.text(3).map { MarketPrice(amount: amount, currency: $0) }
                }
                let stats =
                    row.integer(1) != 0
                    ? nil
                    : MarketStatistics(
                        lowestPrice: lowest, forSale: Int(row.integer(4)), blockedFromSale: row.integer(5) != 0)
                return (Int(row.integer(0)), stats, row.text(6) ?? "")
            }
        }
        // In that order, the last row of a release wins: the currency asked, else the latest.
        for (releaseID, stats, stamp) in statistics {
            kept[releaseID, default: KeptMarket()].statistics = stats
            kept[releaseID, default: KeptMarket()].statisticsFetchedAt = Timestamp.date(stamp)
        }
        return kept
    }

    /// The longest a kept price is of use: a year. `cdscan value --max-age` allows no more, and
    /// older answers are deleted with the expired lookups (``removeExpiredLookups(maxAge:)``) and
    /// by `cdscan value`: a year-old price says little of today's market, and Discogs' terms
    /// limit how long its data may be kept.
    package static let longestPriceAge: TimeInterval = 365 * 86_400

    /// Deletes the kept marketplace answers older than ``longestPriceAge`` (or stamped in the
    /// future: the clock was set back); returns how many.
    @discardableResult
    package func removeExpiredPrices() throws(CatalogError) -> Int {
        let current = now()
        let bounds: [DatabaseValue] = [
            .text(Timestamp.string(current.addingTimeInterval(-Self.longestPriceAge))),
            .text(Timestamp.string(current)),
        ]
        return try run { () throws(DatabaseError) in
            try database.run("DELETE FROM price_suggestions WHERE fetched_at < ? OR fetched_at > ?", bounds)
            let suggestions = database.changes
            try database.run("DELETE FROM market_stats WHERE fetched_at < ? OR fetched_at > ?", bounds)
            return suggestions + database.changes
        }
    }

    private static func pricesJSON(_ prices: [String: MarketPrice]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(prices)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static func prices(_ json: String, decoder: JSONDecoder) -> [String: MarketPrice] {
        (try? decoder.decode([String: MarketPrice].self, from: Data(json.utf8))) ?? [:]
    }
}
