import Album
import Barcode

extension MusicBrainzRelease {
    /// Whether the release's own `barcode`, reduced to its digits, is `gtin`.
    ///
    /// MusicBrainz search is a fuzzy full-text search ranked by `score`: a hit
    /// may carry another barcode or none at all.
    func carries(_ gtin: GTIN) -> Bool {
        guard let barcode else { return false }
        let digits = barcode.filter(\.isASCII).filter(\.isNumber)
        guard (6...13).contains(digits.count) else { return false }
        return (try? GTIN(parsing: String(digits))) == gtin
    }

    /// The album this release describes, or nil when it lacks a usable MBID; a front cover the
    /// answer names is at `coverArtArchive` (`COVERART_URL`).
    func album(coverArtArchive: String) -> Album? {
        guard let id, Self.isMBID(id) else { return nil }
        return Album(
            artist: artist, title: (title ?? "").trimmingCharacters(in: .whitespaces), year: year, labels: labels,
            catalogNumber: catalogNumber, format: formatLine, media: mediaNames, country: countryName,
            releaseID: id, url: "https://musicbrainz.org/release/\(id)",
            coverImage: hasFrontCover
                ? Album.frontCover(ofMusicBrainzRelease: id, coverArtArchive: coverArtArchive) : nil,
            owners: nil, source: .musicbrainz)
    }

    /// Each credited name followed by its join phrase: "Ana Example feat. Bo Sample & Cy Test".
    var artist: String { Self.creditLine(artistCredit) }

    /// An artist credit as printed: each name followed by its join phrase.
    static func creditLine(_ credits: [Credit]) -> String {
        credits.map { ($0.name ?? $0.artistName ?? "") + $0.joinPhrase }.joined().trimmingCharacters(in: .whitespaces)
    }

    /// The year of `date` ("2013-05-20", "2013-05" or "2013"); nil for "" or anything else.
    var year: Int? {
        guard let date else { return nil }
        let digits = date.trimmingCharacters(in: .whitespaces).prefix(4)
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(digits), year > 0
        else { return nil }
        return year
    }

    /// Label names in order, without repeats and without MusicBrainz' "[no label]" (self-released).
    var labels: [String] {
        var seen = Set<String>()
        return labelInfo.compactMap { $0.labelName?.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.lowercased() != "[no label]" && seen.insert($0).inserted }
    }

    /// The first catalogue number, without MusicBrainz' "[none]".
    var catalogNumber: String? {
        labelInfo.lazy.compactMap { $0.catalogNumber?.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && $0.lowercased() != "[none]" }
    }

    /// The formats of the media in order, each once: ["CD", "DVD-Video"].
    var mediaNames: [String] {
        var seen = Set<String>()
        return formats.filter { seen.insert($0).inserted }
    }

    /// "CD x2 + DVD-Video": each format with its count, in the Discogs-like style of `Album.format`.
    var formatLine: String {
        mediaNames.map { name in
            let count = formats.filter { $0 == name }.count
            return count > 1 ? "\(name) x\(count)" : name
        }.joined(separator: " + ")
    }

    /// The release country's name ("United Kingdom", "Europe" for XE, "Worldwide" for XW), from
    /// the code and, for codes no table names, the release event's area.
    var countryName: String? {
        func nonEmpty(_ text: String?) -> String? {
            let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
            return trimmed.isEmpty ? nil : trimmed
        }
        // MusicBrainz brackets the names of its special areas: "[Worldwide]".
        func area(_ text: String?) -> String? {
            nonEmpty(text).map { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0 }
        }
        guard let code = nonEmpty(country) else { return area(releaseEvents.first?.areaName) }
        return CountryNames.name(for: code) ?? area(releaseEvents.first { $0.areaCodes.contains(code) }?.areaName)
            ?? code
    }

    private var formats: [String] {
        media.compactMap { $0.format?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// An MBID is a UUID; anything else would make a broken or misleading link.
    static func isMBID(_ text: String) -> Bool {
        text.utf8.count == 36
            && text.enumerated().allSatisfy { index, character in
                [8, 13, 18, 23].contains(index) ? character == "-" : character.isHexDigit && character.isASCII
            }
    }
}
