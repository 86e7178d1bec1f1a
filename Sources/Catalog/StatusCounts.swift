/// How many items are in each status: every item is counted in exactly one (invalid lines and
/// photos without a barcode included), so the parts add up to the whole (Presentation's
/// `line(noun:)` writes them).
package struct StatusCounts: Sendable, Equatable {
    package var counts: [ItemStatus: Int]

    package init(counts: [ItemStatus: Int]) {
        self.counts = counts
    }

    /// The counts of `items`.
    package init(_ items: [CatalogItem]) {
        counts = items.reduce(into: [:]) { counts, item in counts[item.status, default: 0] += 1 }
    }

    package subscript(_ status: ItemStatus) -> Int { counts[status] ?? 0 }

    /// All items counted.
    package var total: Int { counts.values.reduce(0, +) }
}
