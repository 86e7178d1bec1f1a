import Album

/// `ReleaseDetails` in the JSON field names of `--json` (snake_case; every key always present).
public struct DetailsJSON: Encodable {
    public let details: ReleaseDetails

    public enum CodingKeys: String, CodingKey {
        case tracks, credits, identifiers, notes
        case artistCredit = "artist_credit"
        case totalSeconds = "total_seconds"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(details.artistCredit, forKey: .artistCredit)
        try container.encode(details.tracks.map(TrackJSON.init), forKey: .tracks)
        try container.encode(details.totalSeconds, forKey: .totalSeconds)
        try container.encode(details.credits.map(CreditJSON.init), forKey: .credits)
        try container.encode(details.identifiers.map(IdentifierJSON.init), forKey: .identifiers)
        try container.encode(details.notes, forKey: .notes)
    }
}

/// One tracklist row: `heading` true for "Disc 1" and the like; `subtracks` for the parts of an index track.
private struct TrackJSON: Encodable {
    public let track: Track

    public enum CodingKeys: String, CodingKey {
        case position, title, duration, heading, artist, subtracks, seconds
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(track.position, forKey: .position)
        try container.encode(track.title, forKey: .title)
        try container.encode(track.duration, forKey: .duration)
        try container.encode(track.seconds, forKey: .seconds)
        try container.encode(track.isHeading, forKey: .heading)
        try container.encode(track.artist, forKey: .artist)
        try container.encode(track.subtracks.map(TrackJSON.init), forKey: .subtracks)
    }
}

private struct CreditJSON: Encodable {
    public let credit: ReleaseDetails.Credit

    public enum CodingKeys: String, CodingKey { case name, role, tracks }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(credit.name, forKey: .name)
        try container.encode(credit.role, forKey: .role)
        try container.encode(credit.tracks, forKey: .tracks)
    }
}

private struct IdentifierJSON: Encodable {
    public let identifier: ReleaseDetails.Identifier

    public enum CodingKeys: String, CodingKey { case type, value, description }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier.type, forKey: .type)
        try container.encode(identifier.value, forKey: .value)
        try container.encode(identifier.description, forKey: .description)
    }
}
