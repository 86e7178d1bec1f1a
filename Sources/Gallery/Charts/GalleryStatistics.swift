import Album
import Foundation

/// The counts the statistics page charts, each over catalogue items (every copy counts).
package struct GalleryStatistics: Sendable, Equatable {
    var decades: [(label: String, value: Int)]
    package var genres: [(label: String, value: Int)]
    package var styles: [(label: String, value: Int)]
    package var labels: [(label: String, value: Int)]
    package var countries: [(label: String, value: Int)]
    package var formats: [(label: String, value: Int)]
    /// Copies by their media's grade, and by their place (the whole location), each top 15.
    package var conditions: [(label: String, value: Int)]
    package var locations: [(label: String, value: Int)]
    /// Items added per month, "2025-11", from the first month to the last, empty months included.
    var additions: [(label: String, value: Int)]

    /// The top entries of a long list: more bars than this is no longer a chart.
    static let topCount = 15

    package init(_ releases: [GalleryRelease]) {
        func count(_ keys: (GalleryRelease) -> [String], top: Bool = true) -> [(label: String, value: Int)] {
            var counts: [String: Int] = [:]
            for release in releases {
                for key in Set(keys(release)) where !key.isEmpty { counts[key, default: 0] += release.copies.count }
            }
            let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return (top ? Array(sorted.prefix(Self.topCount)) : sorted).map { (label: $0.key, value: $0.value) }
        }
        decades = count { $0.decade.map { [$0] } ?? [] }.sorted { $0.label < $1.label }
        genres = count(\.album.genres)
        styles = count(\.album.styles)
        labels = count(\.album.labels)
        countries = count { Country.name($0.album.country).map { [$0] } ?? [] }
        formats = count(\.album.media)
        conditions = Self.countCopies(releases) { $0.media }
        locations = Self.countCopies(releases) { $0.location }
        additions = Self.months(releases.flatMap { $0.copies.map(\.addedAt) })
    }

    package static func == (lhs: GalleryStatistics, rhs: GalleryStatistics) -> Bool {
        func same(_ a: [(label: String, value: Int)], _ b: [(label: String, value: Int)]) -> Bool {
            a.elementsEqual(b) { $0 == $1 }
        }
        return same(lhs.decades, rhs.decades) && same(lhs.genres, rhs.genres) && same(lhs.styles, rhs.styles)
            && same(lhs.labels, rhs.labels) && same(lhs.countries, rhs.countries)
            && same(lhs.formats, rhs.formats) && same(lhs.additions, rhs.additions)
            && same(lhs.conditions, rhs.conditions) && same(lhs.locations, rhs.locations)
    }

    /// The copies with each value of `key` (none left out), most first, the top ``topCount``.
    static func countCopies(_ releases: [GalleryRelease], _ key: (GalleryCopy) -> String?)
        -> [(label: String, value: Int)]
    {
        var counts: [String: Int] = [:]
        for copy in releases.flatMap(\.copies) {
            if let value = key(copy), !value.isEmpty { counts[value, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(topCount)
            .map { (label: $0.key, value: $0.value) }
    }

    static func months(_ dates: [Date]) -> [(label: String, value: Int)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        var counts: [Int: Int] = [:]
        for date in dates {
            let parts = calendar.dateComponents([.year, .month], from: date)
            counts[(parts.year ?? 0) * 12 + (parts.month ?? 1) - 1, default: 0] += 1
        }
        guard let first = counts.keys.min(), let last = counts.keys.max() else { return [] }
        return (first...last).map { month in
            (label: String(format: "%04d-%02d", month / 12, month % 12 + 1), value: counts[month] ?? 0)
        }
    }
}
