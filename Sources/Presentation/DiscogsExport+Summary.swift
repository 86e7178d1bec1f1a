import Catalog

extension DiscogsExport {
    /// "wrote 6 of 11 items; left out 5: 1 answered by MusicBrainz, 2 ambiguous, 1 not found,
    /// 1 invalid", or "wrote 6 items" when none was left out.
    package static func summary(_ items: [CatalogItem]) -> String {
        let counts = leftOut(items)
        let left = counts.values.reduce(0, +)
        let written = items.count - left
        guard left > 0 else { return "wrote \(Plural.count(written, "item")) for Discogs" }
        let reasons = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        return "wrote \(written) of \(Plural.count(items.count, "item")) for Discogs; left out \(left): "
            + reasons.joined(separator: ", ")
    }
}
