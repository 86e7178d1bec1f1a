import Album
import Terminal

/// The human-readable answer for one barcode, as `lookup` and `scan` print it.
///
///     The Seeds - Future (2013)
///     CD x2, Album, Reissue, Remastered · Big Beat Records – CDWIK2 312 · UK & Europe
///     Rock · Psychedelic Rock, Garage Rock
///     https://www.discogs.com/release/4707982
///     Data provided by Discogs.
///
/// With `details` (`--details`), the tracklist comes after the address, before the attribution;
/// details from another source than the answer's (Discogs for a dump answer) are credited after it.
package enum AlbumCard {
    package static func render(_ album: Album, alternatives: [Album], details: ReleaseDetails? = nil, color: Bool)
        -> String
    {
        let bold = color ? "\u{1B}[1m" : ""
        let dim = color ? "\u{1B}[2m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        // Album text comes from the network: no control character reaches the terminal raw.
        let shown = Displayable.escaped
        var heading =
            "\(bold)\(shown(album.artist.isEmpty ? "Unknown artist" : album.artist)) - \(shown(album.title))\(reset)"
        if let year = album.year { heading += " (\(year))" }
        var lines = [heading]

        let labelAndNumber = AlbumCard.labelAndNumber(album)
        let facts = [album.format, labelAndNumber, Country.name(album.country) ?? ""].filter { !$0.isEmpty }
        if !facts.isEmpty { lines.append(shown(facts.joined(separator: " · "))) }
        let kinds = [album.genres.joined(separator: ", "), album.styles.joined(separator: ", ")].filter { !$0.isEmpty }
        if !kinds.isEmpty { lines.append(shown(kinds.joined(separator: " · "))) }
        lines.append(shown(album.url))
        if !alternatives.isEmpty {
            let count = alternatives.count == 1 ? "1 other release" : "\(alternatives.count) other releases"
            let ids = shown(alternatives.prefix(5).map(\.releaseID).joined(separator: ", "))
            let more = alternatives.count > 5 ? ", …" : ""
            lines.append("\(dim)The barcode is also on \(count): \(ids)\(more) (see --json)\(reset)")
        }
        if let details { lines += DetailsText.lines(details).map(shown) }
        let dated = album.sourceDate.map { " Dump of \($0)." } ?? ""
        lines.append("\(dim)\(album.source.attribution)\(dated)\(reset)")
        if let credit = details.flatMap({ detailsCredit($0, of: album) }) { lines.append("\(dim)\(credit)\(reset)") }
        return lines.joined(separator: "\n")
    }

    /// The credit of the service that gave the details when it is not the one that answered (a
    /// dump answer whose tracklist came from Discogs' release page): each source is credited for
    /// what it gave. Nil when the answer's source gave them too.
    package static func detailsCredit(_ details: ReleaseDetails, of album: Album) -> String? {
        let source = details.album.source
        guard source != album.source else { return nil }
        return "Tracklist and credits provided by \(source.name)."
    }

    /// The labels, then the catalogue number after a dash, as Discogs shows them: "Big Beat
    /// Records, Ace – CDWIK2 312" (a space alone would run the last label into the number).
    static func labelAndNumber(_ album: Album) -> String {
        [album.label, album.catalogNumber ?? ""].filter { !$0.isEmpty }.joined(separator: " – ")
    }
}
