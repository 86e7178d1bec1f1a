import Album
import Basics
import Catalog
import Terminal

/// What `catalog -` and `lookup -` say at a terminal, where each code typed (or scanned by a
/// handheld barcode scanner, which types the code and Enter) is answered before the next.
package enum TypedScanText {
    /// The line before the first prompt.
    package static let introduction =
        "scan a barcode (or type one and press Enter); each is looked up at once. Ctrl-D: done, with the summary"

    /// The prompt before each line, on stderr.
    package static let prompt = "barcode> "

    /// The bell: the terminal's beep, for a code that was found.
    package static let bell = "\u{07}"

    /// Whether the answer to a typed code is worth the bell: a release found (one, or several
    /// to choose from later). Unknown, invalid and failed codes stay silent, so a person who
    /// scans without looking hears which ones need a look.
    static func rings(_ item: CatalogItem) -> Bool {
        item.status == .found || item.status == .ambiguous
    }

    /// What a typed code's item holds, for stderr: the card `lookup` prints for a found release,
    /// the best ranked one's for an ambiguous code, else what is known and what to do.
    package static func answer(_ item: CatalogItem, color: Bool) -> String {
        let code = Displayable.escaped(item.shownCode)
        switch item.status {
        case .found:
            guard let album = item.album else { return "\(code): found" }
            return AlbumCard.render(album, alternatives: item.alternatives, details: item.details, color: color)
        case .ambiguous:
            let count = item.alternatives.count
            let choose = "\(code): \(count) releases carry it; choose with 'cdscan catalog --review'"
            guard let best = item.bestAlbum else { return choose }
            let others = item.album == nil ? Array(item.alternatives.dropFirst()) : item.alternatives
            return AlbumCard.render(best, alternatives: others, color: color) + "\n" + choose
        case .notFound:
            return "\(code): unknown: no release has it on the services asked ('cdscan catalog --retry' asks again)"
        case .error:
            return "\(code): the lookup failed; 'cdscan catalog --resume' tries it again"
        case .pending:
            return "\(code): not looked up yet; 'cdscan catalog --resume' looks it up"
        case .invalid, .unidentified:
            return "\(code): \(item.error.map { Displayable.escaped($0.words) } ?? "not a barcode")"
        }
    }
}
