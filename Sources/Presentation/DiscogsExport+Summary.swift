import Catalog

extension DiscogsExport {
    /// "wrote 6 of 11 items for Discogs to FILE; left out 5: 1 answered by MusicBrainz,
    /// 2 ambiguous, 1 not found, 1 invalid", or "wrote 6 items for Discogs to FILE" when none was
    /// left out (without "to FILE" when `output` is nil: standard output).
    package static func summary(_ items: [CatalogItem], to output: String? = nil) -> String {
        let counts = leftOut(items)
        let left = counts.values.reduce(0, +)
        let written = items.count - left
        // The file named before the reasons, so that it never reads as one of them.
        let destination = output.map { " to \($0)" } ?? ""
        guard left > 0 else { return "wrote \(Plural.count(written, "item")) for Discogs\(destination)" }
        let reasons = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        return "wrote \(written) of \(Plural.count(items.count, "item")) for Discogs\(destination); left out \(left): "
            + reasons.joined(separator: ", ")
    }
}
