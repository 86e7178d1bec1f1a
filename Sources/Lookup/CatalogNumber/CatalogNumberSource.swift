import Album

/// A music database that can find releases by their label's catalogue number.
///
/// Discogs (`catno=` and `label=` on its search, which needs a token) and
/// MusicBrainz (`catno:` and `label:` in the release search query). Both
/// search loosely; only releases whose own catalogue number is the one asked
/// (ignoring case, spaces, dashes and dots) and, when a label is given, whose
/// label is that label are kept, ranked as barcode answers are.
package protocol CatalogNumberSource: AlbumSource {
    /// The releases numbered `catalogNumber` (on `label`, when given), ranked; `.notFound` when none are.
    func lookup(catalogNumber: CatalogNumber, label: String?) throws(LookupError) -> LookupOutcome
    /// Whether it can answer catalogue numbers at all (a dump index imported by an older cdscan cannot).
    var answersCatalogNumbers: Bool { get }
}

extension DiscogsClient: CatalogNumberSource {
    package var answersCatalogNumbers: Bool { true }
}

extension MusicBrainzClient: CatalogNumberSource {
    package var answersCatalogNumbers: Bool { true }
}

/// The rules the databases' (and the dump index's) catalogue-number answers are filtered by.
package enum CatalogNumberMatch {
    /// "catalogue number CDWIK2 312": what was asked, for error messages.
    static func subject(_ number: CatalogNumber) -> String {
        "catalogue number \(number.text)"
    }

    /// Whether one of `labels` is `wanted`: the same name ignoring case, or one within the other
    /// ("Big Beat" and "Big Beat Records"), since the databases name labels with or without "Records".
    package static func labels(_ labels: [String], include wanted: String?) -> Bool {
        guard let wanted = wanted.map(squeezed), !wanted.isEmpty else { return true }
        return labels.map(squeezed).contains { $0.contains(wanted) || wanted.contains($0) && !$0.isEmpty }
    }

    private static func squeezed(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
