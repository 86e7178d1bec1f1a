import Album

/// Where the MusicBrainz web service is and how cdscan identifies itself to it.
package struct MusicBrainzConfiguration: Sendable {
    /// The official server; tests and mirrors pass their own.
    package static let defaultBaseURL = "https://musicbrainz.org"

    /// The server, without a trailing slash; the client adds `/ws/2/...`.
    package var baseURL: String
    /// MusicBrainz blocks anonymous clients: "application/version ( contact )".
    package var userAgent: String
    /// The least time between two requests, in seconds; never below 1, since MusicBrainz allows
    /// one request a second from each client.
    var minimumInterval: Double
    /// Where the front covers its answers name are (`COVERART_URL`, default the Cover Art Archive).
    package var coverArtArchive: String

    package init(
        baseURL: String = Self.defaultBaseURL, userAgent: String, minimumInterval: Double = 1,
        coverArtArchive: String = Album.coverArtArchive
    ) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.coverArtArchive = coverArtArchive
        self.userAgent = userAgent
        self.minimumInterval = max(1, minimumInterval)
    }

    /// The User-Agent MusicBrainz asks for: `cdscan/1.2 ( https://example.org/cdscan )`.
    ///
    /// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API/Rate_Limiting#Provide_meaningful_User-Agent_strings
    package static func userAgent(version: String, contact: String) -> String {
        "cdscan/\(version) ( \(contact) )"
    }
}
