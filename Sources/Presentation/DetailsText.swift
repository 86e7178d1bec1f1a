import Album

/// A release's details as lines under the album card (`--details`) and in `items show`: the
/// tracklist (`TracklistText`), then the credits and the identifiers, as the release page lists them.
///
///     Credits:
///       Producer – Roy Halee
///       Engineer [Live Sound] – F. Engineer (1-1 to 1-3)
///     Identifiers:
///       Barcode: 2 000999 000027
///       Matrix / Runout (Disc 1): FIX 010-1 01
///
/// A part with nothing in it (no credits, as in most MusicBrainz answers) is left out.
package enum DetailsText {
    package static func lines(_ details: ReleaseDetails) -> [String] {
        TracklistText.lines(details) + creditLines(details.credits) + identifierLines(details.identifiers)
    }

    /// "Credits:" and a line per credit, role first as Discogs shows it; nothing without credits.
    static func creditLines(_ credits: [ReleaseDetails.Credit]) -> [String] {
        guard !credits.isEmpty else { return [] }
        return ["Credits:"]
            + credits.map { credit in
                let role = credit.role.isEmpty ? "" : credit.role + " – "
                return "  " + role + credit.name + (credit.tracks.map { " (\($0))" } ?? "")
            }
    }

    /// "Identifiers:" and a line per code, its description after its type; nothing without codes.
    static func identifierLines(_ identifiers: [ReleaseDetails.Identifier]) -> [String] {
        guard !identifiers.isEmpty else { return [] }
        return ["Identifiers:"]
            + identifiers.map { identifier in
                let place = identifier.description.flatMap { $0.isEmpty ? nil : " (\($0))" } ?? ""
                return "  " + identifier.type + place + ": " + identifier.value
            }
    }
}
