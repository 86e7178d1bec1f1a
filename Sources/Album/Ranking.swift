/// Orders the releases that share one barcode, best first.
///
/// A barcode is printed on every pressing of a release, and Discogs often
/// lists a CD next to vinyl, cassette or file entries that reuse it. CDs come
/// first (cdscan reads CD cases); among equals the release more people own is
/// more likely the one in hand. The sort is stable, so the database's own
/// order breaks remaining ties.
package enum Ranking {
    /// The albums sorted best first.
    package static func rank(_ albums: [Album]) -> [Album] {
        albums.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.isCD != r.isCD { return l.isCD }
            if (l.owners ?? 0) != (r.owners ?? 0) { return (l.owners ?? 0) > (r.owners ?? 0) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The `alternatives` that could be the disc in hand instead of `best`, the best ranked
    /// release: when `best` is a CD, only the other CDs. cdscan reads CD cases, so an LP or
    /// cassette that reuses the barcode is no rival to a single CD (it stays an alternative);
    /// when no release is a CD, every other release is a rival.
    package static func rivals(of best: Album, among alternatives: [Album]) -> [Album] {
        best.isCD ? alternatives.filter(\.isCD) : alternatives
    }
}

extension Album {
    /// Whether any of the release's media is a CD (CD, CDr, SACD, Hybrid CD...).
    var isCD: Bool {
        media.contains { medium in
            let name = medium.uppercased()
            return name == "CD" || name == "CDR" || name.hasSuffix("CD") || name.contains("SACD")
        }
    }
}
