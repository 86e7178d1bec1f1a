import Album
import Foundation

/// What the statistics page says of the collection's value, from the copies' kept values
/// (``GalleryCopy/value``): the total per currency (never converted), the ten most valuable
/// copies, and the value by decade.
struct GalleryValueSummary {
    /// One of the most valuable copies, with the release it is a copy of.
    struct TopCopy {
        var release: GalleryRelease
        var value: MarketPrice
    }

    /// One decade's copies ("1990s"; "Unknown year" last) and their values' totals.
    struct Decade {
        var label: String
        var copies: Int
        var valued: Int
        var totals: [String: Decimal]
    }

    /// How many copies the top list holds.
    static let topCount = 10

    var copies: Int
    var valued: Int
    var totals: [String: Decimal]
    var top: [TopCopy]
    var decades: [Decade]

    init(_ releases: [GalleryRelease]) {
        let all = releases.flatMap { release in release.copies.map { (release: release, value: $0.value) } }
        copies = all.count
        let priced = all.compactMap { copy in copy.value.map { TopCopy(release: copy.release, value: $0) } }
        valued = priced.count
        totals = MarketPrice.totals(priced.map(\.value))
        // As `cdscan value` ranks them: the amount, most first; ties in the catalogue's order.
        top = Array(
            priced.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element.value.decimal ?? 0, rhs.element.value.decimal ?? 0)
                return left != right ? left > right : lhs.offset < rhs.offset
            }.prefix(Self.topCount).map(\.element))
        let unknown = "Unknown year"
        let grouped = Dictionary(grouping: all) { $0.release.decade ?? unknown }
        decades = grouped.keys.sorted { ($0 == unknown ? 1 : 0, $0) < ($1 == unknown ? 1 : 0, $1) }.map { label in
            let copies = grouped[label] ?? []
            let prices = copies.compactMap(\.value)
            return Decade(label: label, copies: copies.count, valued: prices.count, totals: MarketPrice.totals(prices))
        }
    }
}
