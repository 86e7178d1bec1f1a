import Album
import Foundation

/// The orders `items list --sort` knows; ties keep the order added.
package enum ItemOrder: String, Sendable, CaseIterable {
    case artist, title, year, added, location, rating, paid
    /// Most valuable first (``KeptValue``, by the one rule), currency by currency: amounts in
    /// different currencies are never compared as if they were one.
    case value

    /// `items` in this order; items without the value come last. `values` are the copies'
    /// values from the prices kept, by item number (``CatalogStore/keptValues(of:currency:)``).
    package func sorted(_ items: [CatalogItem], values: [Int64: KeptValue] = [:]) -> [CatalogItem] {
        let keyed = items.map { (key: key($0, value: values[$0.id]), item: $0) }
        return keyed.sorted { lhs, rhs in
            switch (lhs.key, rhs.key) {
            case (nil, nil): return lhs.item.id < rhs.item.id
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?):
                let order = Self.compare(left, right)
                return order == .orderedSame ? lhs.item.id < rhs.item.id : order == .orderedAscending
            }
        }.map(\.item)
    }

    /// What `item` is sorted by: text compared as people read it, numbers padded to compare as text.
    private func key(_ item: CatalogItem, value: KeptValue?) -> String? {
        let album = item.bestAlbum
        switch self {
        case .artist:
            return album.map { FilingName.key($0.artist) + "\u{1}" + String($0.year ?? 0) + "\u{1}" + $0.title }
        case .title: return album?.title
        case .year: return album?.year.map { Self.padded(Double($0)) }
        case .added: return Self.padded(item.scannedAt.timeIntervalSince1970)
        case .location: return item.record.location?.levels.joined(separator: "\u{1}")
        // Best first: five stars before one.
        case .rating: return item.condition.rating.map { Self.padded(Double(10 - $0)) }
        case .paid: return item.record.paid.map { $0.currency + Self.padded($0.sortValue) }
        // Most first: the amount taken from a bound above any price.
        case .value:
            return value?.value.price.flatMap { price in
                price.decimal.map { price.currency + Self.padded(1e12 - NSDecimalNumber(decimal: $0).doubleValue) }
            }
        }
    }

    private static func padded(_ number: Double) -> String {
        let text = String(format: "%.4f", number)
        return String(repeating: "0", count: max(0, 24 - text.count)) + text
    }

    private static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .numeric, .diacriticInsensitive])
    }
}

/// The name an artist is filed under in a record shop: without a leading article ("The
/// Beatles" under B) and without Discogs' number that tells artists of one name apart
/// ("Nirvana (2)").
package enum FilingName {
    /// The articles dropped from the front, with their space.
    static let articles = ["the ", "a ", "an "]

    /// `artist` as it is filed, lowercased.
    package static func key(_ artist: String) -> String {
        var name = artist.lowercased()
        if let range = name.range(of: #" \(\d+\)$"#, options: .regularExpression) { name.removeSubrange(range) }
        for article in articles where name.hasPrefix(article) && name.count > article.count {
            return String(name.dropFirst(article.count))
        }
        return name
    }
}
