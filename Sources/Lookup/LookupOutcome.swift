import Album

/// What a database knows about one barcode.
package enum LookupOutcome: Sendable, Equatable {
    /// Releases carry the barcode: the best ranked one, and the others.
    case found(best: Album, alternatives: [Album])
    /// No release carries the barcode.
    case notFound

    /// The outcome for releases already filtered to the barcode: ranked, best first.
    package init(ranking albums: [Album]) {
        let ranked = Ranking.rank(albums)
        if let best = ranked.first {
            self = .found(best: best, alternatives: Array(ranked.dropFirst()))
        } else {
            self = .notFound
        }
    }
}
