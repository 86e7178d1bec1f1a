import Album
import Catalog
import Disc
import Foundation
import Lookup
import Terminal

/// What `catalog --disc` says on stderr about each disc, between reading it and the next one.
package enum DiscCatalogText {
    /// What the answer had that the catalogue does not keep: a fuzzy match, a CD stub; nil otherwise.
    package static func identified(_ identification: DiscIdentification) -> String? {
        if case .found(_, _, .fuzzyTOC, _) = identification.discID, identification.best != nil {
            return "MusicBrainz does not know this disc ID; the releases are those with a similar table of contents"
        }
        guard identification.best == nil, let stub = identification.stub else { return nil }
        let shown = Displayable.escaped
        return "MusicBrainz has only a CD stub for this disc, not a release: \(shown(stub.artist)) - "
            + "\(shown(stub.title)) (\(stub.url))"
    }

    /// "item 12: found Nirvana - Nevermind (1991), release 4707982 on Discogs", or what is left to do.
    package static func recorded(_ disc: Disc, _ item: CatalogItem) -> String {
        let prefix = "item \(item.id)"
        switch item.status {
        case .found:
            guard let album = item.album else { return "\(prefix): found" }
            return "\(prefix): found \(describe(album)), release \(album.releaseID) on \(album.source.name)"
        case .ambiguous:
            let best = item.bestAlbum.map { " (best ranked: \(describe($0)))" } ?? ""
            return "\(prefix): \(item.alternatives.count) releases have this disc\(best); "
                + "choose with 'cdscan catalog --review'"
        case .notFound:
            return "\(prefix): no release found; add the disc to MusicBrainz: \(disc.submissionURL)"
        case .error:
            return "\(prefix): the lookup failed; 'cdscan catalog --resume' tries it again"
        case .pending, .invalid, .unidentified:
            return "\(prefix): not looked up yet; 'cdscan catalog --resume' looks it up"
        }
    }

    /// "Nirvana - Nevermind (1991)".
    private static func describe(_ album: Album) -> String {
        let shown = Displayable.escaped
        return "\(shown(album.artist)) - \(shown(album.title))" + (album.year.map { " (\($0))" } ?? "")
    }

    /// The question between two discs: Enter goes on, `q` or the end of input (Ctrl-D) stops.
    package static func nextDiscPrompt(ejected: Bool) -> String {
        (ejected ? "Insert the next disc" : "Change the disc")
            + " and press Enter (q, or Ctrl-D, to finish): "
    }

    /// Whether an answer to `nextDiscPrompt` asks for another disc (nil: the end of input).
    package static func wantsAnother(_ answer: String?) -> Bool {
        guard let answer else { return false }
        let trimmed = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed != "q" && trimmed != "quit"
    }
}
