/// Discogs' conventions in names and titles, undone for display.
package enum DiscogsNames {
    /// Splits a search result's "Artist - Title" at the first " - ".
    ///
    /// The first one, because titles contain " - " far more often than artist
    /// names do ("Live - 1969"). Without a separator the whole is the title.
    static func splitTitle(_ combined: String) -> (artist: String, title: String) {
        guard let separator = combined.range(of: " - ") else { return ("", combined) }
        let title = combined[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        return (cleanArtist(String(combined[..<separator.lowerBound])), title)
    }

    /// Removes Discogs' numeric disambiguation ("Nirvana (2)") and the "*" that
    /// marks a name variation ("Kraftwerk*"), from every artist of a credit.
    ///
    /// A suffix or star counts only at the end of a name: before the end, a
    /// space, a comma, a slash, "&" (or, for the number, a star).
    static func cleanArtist(_ name: String) -> String {
        // Without a "*" or a " (" there is nothing to remove (nearly every name): the
        // loop below would copy each character.
        let bytes = name.utf8
        guard bytes.contains(0x2A) || zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x28 }) else {
            return name.trimming(.whitespaces)
        }
        let characters = Array(name)
        var result: [Character] = []
        var index = 0
        func endsName(at position: Int, starToo: Bool) -> Bool {
            position == characters.count || " ,/&".contains(characters[position])
                || (starToo && characters[position] == "*")
        }
        while index < characters.count {
            // " (123)" closing a name: skip it.
            if characters[index] == " ", index + 1 < characters.count, characters[index + 1] == "(" {
                var end = index + 2
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                if end > index + 2, end < characters.count, characters[end] == ")", endsName(at: end + 1, starToo: true)
                {
                    index = end + 1
                    continue
                }
            }
            // "*" closing a name (not one that begins it, like "*NSYNC").
            if characters[index] == "*", index > 0, endsName(at: index + 1, starToo: false) {
                index += 1
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return String(result).trimming(.whitespaces)
    }
}
