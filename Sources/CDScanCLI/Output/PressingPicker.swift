import Album

/// Lets a person choose among the releases that share a barcode.
///
/// Shows a numbered list on stderr (the prompt is not data) and reads the
/// answer through an injected line reader, so tests drive it without a
/// terminal. Enter takes the best ranked release.
struct PressingPicker {
    /// Reads one line of the person's answer; nil at end of input.
    let readLine: () -> String?
    let console: Console

    /// How `--pick` chooses among several releases.
    enum Mode: String, Sendable, CaseIterable {
        /// The best ranked release, without asking.
        case best
        /// A numbered list on a terminal; `best` without one.
        case ask
        /// Every release, best first.
        case all
    }

    /// The index of the chosen album in `albums` (best first); 0 at end of input.
    func choose(among albums: [Album], barcode: String) -> Int {
        console.errRaw(Self.menu(albums, barcode: barcode))
        while true {
            console.errRaw("Choose 1-\(albums.count) [1]: ")
            guard let line = readLine() else {
                console.errRaw("\n")
                return 0
            }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return 0 }
            if let number = Int(answer), (1...albums.count).contains(number) { return number - 1 }
            console.errRaw("Please type a number from 1 to \(albums.count), or press Enter for 1.\n")
        }
    }

    /// The numbered list: artist, title, year, country, format, label and catalogue number, owners.
    static func menu(_ albums: [Album], barcode: String) -> String {
        var lines = ["\(albums.count) releases carry \(barcode):"]
        let width = String(albums.count).count
        for (index, album) in albums.enumerated() {
            let number = String(index + 1).leftPadded(to: width)
            var heading = "\(album.artist) - \(album.title)"
            if let year = album.year { heading += " (\(year))" }
            let label = [album.label, album.catalogNumber ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
            var details = [album.country ?? "", album.format, label].filter { !$0.isEmpty }
            if let owners = album.owners { details.append(owners == 1 ? "1 owner" : "\(owners) owners") }
            lines.append("  \(number)) \(heading)")
            if !details.isEmpty {
                lines.append("  \(String(repeating: " ", count: width))  \(details.joined(separator: " · "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
