/// `ReleaseDetails` in the JSON field names of `--json` (snake_case; every key always present).
package struct DetailsJSON: Encodable {
    package let details: ReleaseDetails

    package init(details: ReleaseDetails) {
        self.details = details
    }

    package enum CodingKeys: String, CodingKey {
        case tracks, credits, identifiers, notes, source
        case artistCredit = "artist_credit"
        case totalSeconds = "total_seconds"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(details.artistCredit, forKey: .artistCredit)
        try container.encode(details.tracks.map(TrackJSON.init), forKey: .tracks)
        try container.encode(details.totalSeconds, forKey: .totalSeconds)
        try container.encode(
            details.credits.map { CreditJSON(name: $0.name, role: $0.role, tracks: $0.tracks) }, forKey: .credits)
        try container.encode(
            details.identifiers.map { IdentifierJSON(type: $0.type, value: $0.value, description: $0.description) },
            forKey: .identifiers)
        try container.encode(details.notes, forKey: .notes)
        // Who gave the details, as the album's `source`: Discogs for a dump answer without tracklists.
        try container.encode(details.album.source.rawValue, forKey: .source)
    }
}

/// One tracklist row: `heading` true for "Disc 1" and the like; `subtracks` for the parts of an index track.
private struct TrackJSON: Encodable {
    let position: String
    let title: String
    @NullWhenNil var duration: String?
    @NullWhenNil var seconds: Int?
    let heading: Bool
    @NullWhenNil var artist: String?
    let subtracks: [TrackJSON]
}

extension TrackJSON {
    init(_ track: Track) {
        self.init(
            position: track.position, title: track.title, duration: track.duration, seconds: track.seconds,
            heading: track.isHeading, artist: track.artist, subtracks: track.subtracks.map(TrackJSON.init))
    }
}

private struct CreditJSON: Encodable {
    let name: String
    let role: String
    @NullWhenNil var tracks: String?
}

private struct IdentifierJSON: Encodable {
    let type: String
    let value: String
    @NullWhenNil var description: String?
}
