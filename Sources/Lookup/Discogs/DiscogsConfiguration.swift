/// Where the Discogs API is and how cdscan identifies itself to it.
package struct DiscogsConfiguration: Sendable {
    /// The official API; `DISCOGS_API_URL` overrides it for tests and proxies.
    package static let defaultBaseURL = "https://api.discogs.com"

    package var baseURL: String
    /// A personal access token, sent only in the Authorization header.
    package var token: String
    /// Discogs blocks clients without a unique User-Agent.
    package var userAgent: String

    package init(baseURL: String = Self.defaultBaseURL, token: String, userAgent: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.token = token
        self.userAgent = userAgent
    }

    /// The User-Agent Discogs asks for, unique to the application: `cdscan/0.1.0 +https://github.com/cdscan/cdscan`.
    package static func userAgent(version: String, contact: String) -> String {
        "cdscan/\(version) +\(contact)"
    }
}
