import Album
import Foundation

/// A copy's value from the prices the catalogue keeps (``CopyValue/rule(media:market:)``), with
/// the statistics of its release that `export` writes beside it: what `items list`, `items show`,
/// `export` and the gallery show, never asking Discogs.
package struct KeptValue: Sendable, Equatable {
    /// The value by the one rule.
    package var value: CopyValue
    /// The release's marketplace statistics as kept (lowest listing, copies for sale); nil when
    /// none are kept or Discogs no longer has the release.
    package var statistics: MarketStatistics?

    package init(value: CopyValue, statistics: MarketStatistics? = nil) {
        self.value = value
        self.statistics = statistics
    }
}

extension CopyValue {
    /// The value of `item` from `market` (what is kept, by Discogs release id): the rule's for
    /// its release, or none (``Reason/notOnDiscogs``) for a copy that is not one Discogs release.
    package static func of(_ item: CatalogItem, market: [Int: KeptMarket]) -> CopyValue {
        let releaseID = item.discogsReleaseID
        var value = rule(media: item.condition.media, market: releaseID.flatMap { market[$0] })
        if releaseID == nil { value.reason = .notOnDiscogs }
        return value
    }
}

extension CatalogItem {
    /// The copy's Discogs release id (which `cdscan value` prices); nil when it is not found as
    /// a Discogs release.
    package var discogsReleaseID: Int? {
        guard status == .found, let album, album.source.isDiscogsRelease else { return nil }
        return Int(album.releaseID)
    }
}

extension CatalogStore {
    /// The value of each of `items` from the prices kept, by item number, for the commands that
    /// only read (`items list`, `export`, the gallery); a copy with nothing kept for its release
    /// is left out. The statistics are those asked in `currency` where kept, else the latest kept
    /// in any (a run of `cdscan value --currency` other than the configured one still shows).
    package func keptValues(of items: [CatalogItem], currency: String) throws(CatalogError) -> [Int64: KeptValue] {
        let market = try keptMarket(currency: currency, otherwiseLatest: true)
        var values: [Int64: KeptValue] = [:]
        for item in items {
            guard let id = item.discogsReleaseID, let kept = market[id] else { continue }
            values[item.id] = KeptValue(value: CopyValue.of(item, market: market), statistics: kept.statistics)
        }
        return values
    }
}
