/// Everything a database's release page says beyond the search row: the
/// tracklist, the credits and the identifiers printed on the release.
///
/// A pure value, so the catalogue can store it and the CLI can print it.
public struct ReleaseDetails: Sendable, Codable, Equatable {
    /// The release as a barcode search describes it; `album.artist` is `artistCredit`.
    public var album: Album
    /// The artists as the release credits them, joined as printed: "Simon & Garfunkel".
    public var artistCredit: String
    /// The tracklist in order: tracks, and headings that group them ("Disc 1", "Side A").
    public var tracks: [Track]
    /// Everyone else credited (producers, engineers, players), in the order listed.
    public var credits: [Credit]
    /// Codes printed on the release: barcodes, matrix numbers, rights societies.
    public var identifiers: [Identifier]
    /// The release's free-text notes, when there are any.
    public var notes: String?

    public init(
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
    public var playableTracks: [Track] { tracks.filter { !$0.isHeading } }

    /// The sum of the known track durations in seconds; nil when no track has one.
    public var totalSeconds: Int? {
        let known = playableTracks.compactMap(\.seconds)
        return known.isEmpty ? nil : known.reduce(0, +)
    }

    /// A person or group credited on a release for a role: "Producer", "Bass".
    public struct Credit: Sendable, Codable, Equatable, Hashable {
        /// The name as credited, without Discogs' "(2)" disambiguation.
        public var name: String
        /// The role as the database words it, e.g. "Producer" or "Written-By".
        public var role: String
        /// The tracks the credit applies to as the database writes them ("1-1 to 1-4"); nil: the whole release.
        public var tracks: String?

        public init(name: String, role: String, tracks: String? = nil) {
            self.name = name
            self.role = role
            self.tracks = tracks
        }
    }

    /// A code printed on a release, e.g. type "Barcode", value "0 29667 43122 4".
    public struct Identifier: Sendable, Codable, Equatable, Hashable {
        /// "Barcode", "Matrix / Runout", "Rights Society", "Label Code", ...
        public var type: String
        /// The code as printed.
        public var value: String
        /// Where or what it is, e.g. "Disc 1" or "Text"; nil when not said.
        public var description: String?

        public init(type: String, value: String, description: String? = nil) {
            self.type = type
            self.value = value
            self.description = description
        }
    }
}
