import Album

/// Which databases a command asks (`--source`).
public enum SourceChoice: String, Sendable, CaseIterable {
    /// Discogs, then MusicBrainz when Discogs finds nothing; MusicBrainz alone without a Discogs token.
    case auto
    /// Discogs alone (needs DISCOGS_TOKEN).
    case discogs
    /// MusicBrainz alone (needs no token).
    case musicbrainz

    /// The services whose answers fit this choice (`auto`: either).
    public var accepts: Set<Service> {
        switch self {
        case .auto: [.discogs, .musicbrainz]
        case .discogs: [.discogs]
        case .musicbrainz: [.musicbrainz]
        }
    }
}
