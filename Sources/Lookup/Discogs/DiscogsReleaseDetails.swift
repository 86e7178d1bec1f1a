import Album
import Foundation

extension DiscogsClient {
    /// The tracklist, credits and identifiers of Discogs release `id` (`GET /releases/{id}`).
    ///
    /// `id` is the number at the end of the release's page address. Throws
    /// `.releaseNotFound` when it is not a number or Discogs has no such release.
    package func releaseDetails(id: String) throws(LookupError) -> ReleaseDetails {
        let number = try Self.releaseNumber(id)
        let call = DiscogsCall(path: "/releases/\(number)", subject: "release \(number)")
        let response = try send(call)
        if response.status == 404 { throw .releaseNotFound(service: Self.service, id: String(number)) }
        return try decode(DiscogsReleaseResponse.self, from: response, for: call).details(id: number)
    }

    /// A release id as Discogs numbers them; anything else cannot name a release.
    static func releaseNumber(_ id: String) throws(LookupError) -> Int {
        let digits = id.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0
        else { throw .releaseNotFound(service: service, id: id) }
        return number
    }
}

extension DiscogsReleaseResponse {
    /// The release as cdscan's model; `requested` stands in for a missing `id`.
    func details(id requested: Int) -> ReleaseDetails {
        let releaseID = id ?? requested
        let credit = artists.creditLine
        let album = Album(
            artist: credit, title: title?.trimming(.whitespaces) ?? "", year: knownYear,
            labels: unique(labels.compactMap { $0.name?.trimming(.whitespaces) }.filter { !$0.isEmpty }),
            catalogNumber: labels.lazy.compactMap(\.catno).first { !$0.isEmpty && $0.lowercased() != "none" },
            format: formats.line(fallback: []), media: formats.media(fallback: []),
            country: country.flatMap { $0.isEmpty ? nil : $0 }, genres: genres, styles: styles,
            releaseID: String(releaseID), url: DiscogsReleaseJSON.releasePage(id: releaseID),
            coverImage: coverImage, owners: community?.have, source: .discogs)
        return ReleaseDetails(
            album: album, artistCredit: credit, tracks: tracklist.compactMap { $0.track(releaseCredit: credit) },
            credits: extraArtists.compactMap(\.credit),
            identifiers: identifiers.compactMap { identifier in
                guard let value = identifier.value?.nonBlank else { return nil }
                return ReleaseDetails.Identifier(
                    type: identifier.type?.nonBlank ?? "Other", value: value,
                    description: identifier.description?.nonBlank)
            },
            notes: notes?.nonBlank)
    }

    /// `year`, or the year `released` ("1970-01-26") starts with; nil for Discogs' 0.
    private var knownYear: Int? {
        if let year, year > 0 { return year }
        guard let released, released.count >= 4, let year = Int(released.prefix(4)), year > 0 else { return nil }
        return year
    }

    /// The primary image, else the first, else the thumbnail.
    private var coverImage: String? {
        let primary = images.first { $0.type == "primary" }?.uri?.nonBlank
        let candidate = primary ?? images.lazy.compactMap { $0.uri?.nonBlank }.first ?? thumb?.nonBlank
        return candidate.flatMap { $0.hasSuffix("spacer.gif") ? nil : $0 }
    }

    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension DiscogsTrack {
    /// The row as a `Track`; nil for a row with neither title nor position.
    func track(releaseCredit: String) -> Track? {
        let title = self.title?.trimming(.whitespaces) ?? ""
        let position = self.position?.trimming(.whitespaces) ?? ""
        if type == "heading" { return title.isEmpty ? nil : .heading(title) }
        guard !title.isEmpty || !position.isEmpty || !subTracks.isEmpty else { return nil }
        let credit = artists.creditLine
        return Track(
            position: position, title: title, duration: duration?.nonBlank,
            artist: credit.isEmpty || credit == releaseCredit ? nil : credit,
            subtracks: subTracks.compactMap { $0.track(releaseCredit: credit.isEmpty ? releaseCredit : credit) })
    }
}

extension DiscogsCreditedArtist {
    /// The name as this release prints it: the name variation when there is one,
    /// else the name without Discogs' " (2)" disambiguation.
    var displayName: String? {
        if let anv = anv?.nonBlank { return anv }
        return name.map(DiscogsNames.cleanArtist)?.nonBlank
    }

    /// An `extraartists` entry as a credit; nil without a name.
    var credit: ReleaseDetails.Credit? {
        guard let name = displayName else { return nil }
        return ReleaseDetails.Credit(
            name: name, role: role?.trimming(.whitespaces) ?? "",
            tracks: tracks?.nonBlank)
    }
}

extension [DiscogsCreditedArtist] {
    /// The artists joined as the release prints them: "Simon & Garfunkel",
    /// "Crosby, Stills & Nash", "Santana Feat. Rob Thomas". A missing join word
    /// between two artists reads as a comma; the last artist's join is ignored.
    var creditLine: String {
        let named = compactMap { artist in artist.displayName.map { (name: $0, join: artist.join) } }
        var line = ""
        for (index, artist) in named.enumerated() {
            line += artist.name
            guard index < named.count - 1 else { break }
            let join = artist.join?.trimming(.whitespaces) ?? ""
            line += join.isEmpty || join == "," ? ", " : " \(join) "
        }
        return line
    }
}

extension String {
    /// The string without surrounding white space; nil when nothing is left.
    fileprivate var nonBlank: String? {
        let trimmed = trimming(.whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
