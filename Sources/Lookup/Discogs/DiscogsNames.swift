/// Discogs' conventions in names and titles, undone for display.
public enum DiscogsNames {
    /// Splits a search result's "Artist - Title" at the first " - ".
    ///
    /// The first one, because titles contain " - " far more often than artist
    /// names do ("Live - 1969"). Without a separator the whole is the title.
    public static func splitTitle(_ combined: String) -> (artist: String, title: String) {
        guard let separator = combined.range(of: " - ") else { return ("", combined) }
        return (
            cleanArtist(String(combined[..<separator.lowerBound])),
            String(combined[separator.upperBound...]).trimmingCharacters(in: .whitespaces)
        )
    }

    /// Removes Discogs' numeric disambiguation ("Nirvana (2)") and the "*" that
    /// marks a name variation ("Kraftwerk*"), from every artist of a credit.
    public static func cleanArtist(_ name: String) -> String {
        var result = name.replacing(/\ \(\d+\)(?=$|[ ,\/&*])/, with: "")
        result = result.replacing(/\*(?=$|[ ,\/&])/, with: "")
        return result.trimmingCharacters(in: .whitespaces)
    }
}
