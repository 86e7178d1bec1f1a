/// The dump's element names that the importer reads; everything else is `other`.
enum DumpTag: UInt8, Sendable {
    case releases, release, artists, artist, extraartists, name, anv, join, role, tracks, title
    case labels, label, formats, format, descriptions, description, genres, genre, styles, style
    case country, released, notes, dataQuality, masterID, tracklist, track, position, duration
    case subTracks, identifiers, identifier, other

    /// The tag for an element's local name (UTF-8 bytes).
    init(name: UnsafeBufferPointer<UInt8>) {
        self = Self.byName[String(decoding: name, as: UTF8.self)] ?? .other
    }

    private static let byName: [String: DumpTag] = [
        "releases": .releases, "release": .release, "artists": .artists, "artist": .artist,
        "extraartists": .extraartists, "name": .name, "anv": .anv, "join": .join, "role": .role, "tracks": .tracks,
        "title": .title, "labels": .labels, "label": .label, "formats": .formats, "format": .format,
        "descriptions": .descriptions, "description": .description, "genres": .genres, "genre": .genre,
        "styles": .styles, "style": .style, "country": .country, "released": .released, "notes": .notes,
        "data_quality": .dataQuality, "master_id": .masterID, "tracklist": .tracklist, "track": .track,
        "position": .position, "duration": .duration, "sub_tracks": .subTracks, "identifiers": .identifiers,
        "identifier": .identifier,
    ]

    /// Whether an element named `self` inside `parent` is read (else it is skipped whole).
    ///
    /// - Parameter details: tracklists, credits and notes are read too (`--tracklists`).
    func isRead(in parent: DumpTag, details: Bool) -> Bool {
        switch parent {
        case .releases: self == .release
        case .release: Self.releaseFields.contains(self) || (details && Self.detailFields.contains(self))
        case .artists, .extraartists: self == .artist
        case .artist: [.name, .anv, .join, .role, .tracks].contains(self)
        case .labels: self == .label
        case .formats: self == .format
        case .format: self == .descriptions
        case .descriptions: self == .description
        case .genres: self == .genre
        case .styles: self == .style
        case .identifiers: self == .identifier
        case .tracklist, .subTracks: self == .track
        case .track: [.position, .title, .duration, .artists, .subTracks].contains(self)
        default: false
        }
    }

    /// Whether the element's text is a value (rather than only its children or attributes).
    var holdsText: Bool {
        switch self {
        case .name, .anv, .join, .role, .tracks, .title, .description, .genre, .style, .country, .released,
            .notes, .dataQuality, .masterID, .position, .duration:
            true
        default: false
        }
    }

    private static let releaseFields: Set<DumpTag> = [
        .artists, .title, .labels, .formats, .genres, .styles, .country, .released, .dataQuality, .masterID,
        .identifiers,
    ]
    private static let detailFields: Set<DumpTag> = [.extraartists, .tracklist, .notes]
}
