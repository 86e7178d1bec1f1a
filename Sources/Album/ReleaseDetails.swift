/// Everything a database's release page says beyond the search row: the
/// tracklist, the credits and the identifiers printed on the release.
///
/// A pure value, so the catalogue can store it and the CLI can print it.
package struct ReleaseDetails: Sendable, Codable, Equatable {
    /// The release as a barcode search describes it; `album.artist` is `artistCredit`.
    package var album: Album
    /// The artists as the release credits them, joined as printed: "Simon & Garfunkel".
    package var artistCredit: String
    /// The tracklist in order: tracks, and headings that group them ("Disc 1", "Side A").
    package var tracks: [Track]
    /// Everyone else credited (producers, engineers, players), in the order listed.
    package var credits: [Credit]
    /// Codes printed on the release: barcodes, matrix numbers, rights societies.
    package var identifiers: [Identifier]
    /// The release's free-text notes, when there are any.
    package var notes: String?

    package init(
        album: Album, artistCredit: String, tracks: [Track] = [], credits: [Credit] = [],
        identifiers: [Identifier] = [], notes: String? = nil
    ) {
        self.album = album
        self.artistCredit = artistCredit
        self.tracks = tracks
        self.credits = credits
        self.identifiers = identifiers
        self.notes = notes
    }

    /// The playable tracks, sub-tracks of index tracks left inside their parents.
    package var playableTracks: [Track] { tracks.filter { !$0.isHeading } }

    /// The sum of the known track durations in seconds; nil when no track has one.
    package var totalSeconds: Int? {
        let known = playableTracks.compactMap(\.seconds)
        return known.isEmpty ? nil : known.reduce(0, +)
    }

    /// A person or group credited on a release for a role: "Producer", "Bass".
    package struct Credit: Sendable, Codable, Equatable, Hashable {
        /// The name as credited, without Discogs' "(2)" disambiguation.
        package var name: String
        /// The role as the database words it, e.g. "Producer" or "Written-By".
        package var role: String
        /// The tracks the credit applies to as the database writes them ("1-1 to 1-4"); nil: the whole release.
        package var tracks: String?

        package init(name: String, role: String, tracks: String? = nil) {
            self.name = name
            self.role = role
            self.tracks = tracks
        }
    }

    /// A code printed on a release, e.g. type "Barcode", value "0 29667 43122 4".
    package struct Identifier: Sendable, Codable, Equatable, Hashable {
        /// "Barcode", "Matrix / Runout", "Rights Society", "Label Code", ...
        package var type: String
        /// The code as printed.
        package var value: String
        /// Where or what it is, e.g. "Disc 1" or "Text"; nil when not said.
        package var description: String?

        package init(type: String, value: String, description: String? = nil) {
            self.type = type
            self.value = value
            self.description = description
        }
    }
}
