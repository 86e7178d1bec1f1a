import Album
import Barcode

extension DiscogsSearchResult {
    /// Whether this row is a release (not a master, artist or label).
    var isRelease: Bool { type == nil || type == "release" }

    /// Whether one of the identifiers in the release's `barcode` bag, reduced to
    /// its digits, is `gtin`. The bag also holds matrix codes, label codes and
    /// rights societies, and Discogs' search matches loosely, so a search hit
    /// is not proof.
    func carries(_ gtin: GTIN) -> Bool {
        barcode.contains { DiscogsReleaseJSON.gtin(inBarcode: $0) == gtin }
    }

    /// The album this row describes, or nil when it lacks an id.
    func album() -> Album? {
        guard let id else { return nil }
        let (artist, title) = DiscogsNames.splitTitle(self.title ?? "")
        return Album(
            artist: artist, title: title, year: year.flatMap { $0 > 0 ? $0 : nil },
            labels: unique(label.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }),
            catalogNumber: catno.flatMap { $0.isEmpty || $0.lowercased() == "none" ? nil : $0 },
            format: formatLine, media: media, country: country.flatMap { $0.isEmpty ? nil : $0 },
            genres: genre, styles: style, releaseID: String(id), url: "https://www.discogs.com/release/\(id)",
            coverImage: coverImage.flatMap { $0.isEmpty || $0.hasSuffix("spacer.gif") ? nil : $0 },
            owners: community?.have, source: .discogs)
    }

    private var formatLine: String { formats.line(fallback: format) }

    private var media: [String] { formats.media(fallback: format) }

    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension [DiscogsSearchResult.Format] {
    /// "CD x2, Album, Reissue, Remastered": each medium with its quantity and
    /// descriptions, as Discogs prints formats on a release page; `fallback`
    /// (the flat `format` list of a search row) when there are no formats.
    func line(fallback: [String]) -> String {
        guard !isEmpty else { return fallback.joined(separator: ", ") }
        return map { item in
            var parts: [String] = []
            if let name = item.name {
                parts.append((item.quantity ?? 1) > 1 ? "\(name) x\(item.quantity ?? 1)" : name)
            }
            parts.append(contentsOf: item.descriptions)
            return parts.joined(separator: ", ")
        }.joined(separator: " + ")
    }

    /// The media alone ("CD", "DVD"); the first of `fallback` when there are no formats.
    func media(fallback: [String]) -> [String] {
        let names = compactMap(\.name)
        return names.isEmpty ? [String](fallback.prefix(1)) : names
    }
}
