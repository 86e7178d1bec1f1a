/// How many items are in each status, written so that the parts add up to the whole.
///
/// `11 items: 6 found · 1 not found · 2 ambiguous · 2 invalid`: every item is counted in
/// exactly one part (invalid lines and photos without a barcode included), parts that are
/// zero are left out (except `found`), and every noun has its right plural.
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

    /// The order the parts are shown in, and their words.
    static let parts: [(ItemStatus, @Sendable (Int) -> String)] = [
        (.found, { "\($0) found" }),
        (.notFound, { "\($0) not found" }),
        (.ambiguous, { "\($0) ambiguous" }),
        (.pending, { "\($0) pending" }),
        (.error, { "\(Plural.count($0, "error"))" }),
        (.invalid, { "\($0) invalid" }),
        (.unidentified, { "\($0) without a barcode" }),
    ]

    /// "11 items: 6 found · 1 not found · 2 ambiguous · 2 invalid"; `noun` names what is counted.
    package func line(noun: String = "item") -> String {
        let shown = Self.parts.compactMap { status, words in
            self[status] > 0 || status == .found ? words(self[status]) : nil
        }
        return "\(Plural.count(total, noun)): " + shown.joined(separator: " · ")
    }
}
