import Album
import Foundation

extension MusicBrainzClient {
    /// The releases numbered `catalogNumber` (on `label`), ranked: `/ws/2/release?query=catno:"…" AND label:"…"`.
    ///
    /// The number is searched as typed, then (when that finds none) without
    /// its spaces, dashes and dots, since editors enter it both ways; each
    /// hit's own label-info must hold the number.
    ///
    /// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API/Search#Release
    package func lookup(catalogNumber: CatalogNumber, label: String?) throws(LookupError) -> LookupOutcome {
        let subject = CatalogNumberMatch.subject(catalogNumber)
        let forms =
            catalogNumber.text == catalogNumber.key ? [catalogNumber.text] : [catalogNumber.text, catalogNumber.key]
        for form in forms {
            var query = "catno:\(Self.phrase(form))"
            if let label, !label.isEmpty { query += " AND label:\(Self.phrase(label))" }
            let releases = try search(query: query, subject: subject)
            let albums = Self.byScore(releases).filter { release in
                release.catalogNumbers.contains(where: catalogNumber.matches)
                    && CatalogNumberMatch.labels(release.labels, include: label)
            }.compactMap { $0.album(coverArtArchive: configuration.coverArtArchive) }
            if !albums.isEmpty { return LookupOutcome(ranking: albums) }
        }
        return .notFound
    }

    /// `text` as a Lucene phrase: in double quotes, with quotes and backslashes escaped.
    static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension MusicBrainzRelease {
    /// Every catalogue number of the release's label-info, without "[none]".
    var catalogNumbers: [String] {
        labelInfo.compactMap { $0.catalogNumber?.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.lowercased() != "[none]" }
    }
}
