import Album
import Cataloging
import Terminal

/// Lets a person choose among the releases that share a barcode.
///
/// Shows a numbered list on stderr (the prompt is not data) and reads the
/// answer through an injected line reader, so tests drive it without a
/// terminal. Enter takes the best ranked release.
package struct PressingPicker {
    /// Reads one line of the person's answer; nil at end of input.
    package let readLine: () -> String?
    package let console: Console

    package init(readLine: @escaping () -> String?, console: Console) {
        self.readLine = readLine
        self.console = console
    }

    /// What a person answered when they could also skip (`catalog --review`): a number, `s`, `q`.
    package typealias Answer = CatalogReview.Answer

    /// The index of the chosen album in `albums` (best first); 0 at end of input.
    package func choose(among albums: [Album], barcode: String) -> Int {
        if case .chosen(let index) = ask(among: albums, barcode: barcode, skippable: false) { return index }
        return 0
    }

    /// Shows the menu and reads answers until one is valid; Enter takes the best ranked.
    ///
    /// - Parameter skippable: also offer `s` (skip) and `q` (stop); without it the end of input
    ///   is the only way to `.stop`.
    package func ask(among albums: [Album], barcode: String, skippable: Bool) -> Answer {
        console.errRaw(Self.menu(albums, barcode: barcode))
        let range = "Choose 1-\(albums.count) [1]"
        let choices = skippable ? "\(range), s to skip, q to stop: " : "\(range): "
        while true {
            console.errRaw(choices)
            guard let line = readLine() else {
                console.errRaw("\n")
                return .stop
            }
            let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
            if answer.isEmpty { return .chosen(0) }
            if let number = Int(answer), (1...albums.count).contains(number) { return .chosen(number - 1) }
            if skippable, answer == "s" { return .skip }
            if skippable, answer == "q" { return .stop }
            let others = skippable ? ", s to skip or q to stop" : ""
            console.errRaw("Please type a number from 1 to \(albums.count)\(others), or press Enter for 1.\n")
        }
    }

    /// One release as a choice on the phone page's card: "Pink Floyd – The Dark Side Of The Moon
    /// (1984) · Japan · CD, Album · EMI CP35-3017" (text, set on the page as text).
    package static func choice(_ album: Album) -> String {
        var line = "\(album.artist) – \(album.title)"
        if let year = album.year { line += " (\(year))" }
        let details = [Country.name(album.country) ?? "", album.format, AlbumCard.labelAndNumber(album)]
        return ([line] + details.filter { !$0.isEmpty }).joined(separator: " · ")
    }

    /// The numbered list: artist, title, year, country, format, label and catalogue number, owners.
    package static func menu(_ albums: [Album], barcode: String) -> String {
        var lines = ["\(albums.count) releases carry \(barcode):"]
        let width = String(albums.count).count
        for (index, album) in albums.enumerated() {
            let number = String(index + 1).leftPadded(to: width)
            var heading = "\(album.artist) - \(album.title)"
            if let year = album.year { heading += " (\(year))" }
            let label = AlbumCard.labelAndNumber(album)
            var details = [Country.name(album.country) ?? "", album.format, label].filter { !$0.isEmpty }
            if let owners = album.owners { details.append(owners == 1 ? "1 owner" : "\(owners) owners") }
            lines.append("  \(number)) \(heading)")
            if !details.isEmpty {
                lines.append("  \(String(repeating: " ", count: width))  \(details.joined(separator: " · "))")
            }
        }
        // Album text comes from the network: no control character reaches the terminal raw.
        return lines.map(Displayable.escaped).joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
