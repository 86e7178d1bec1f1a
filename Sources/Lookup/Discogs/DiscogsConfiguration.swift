/// Where the Discogs API is and how cdscan identifies itself to it.
public struct DiscogsConfiguration: Sendable {
    /// The official API; `DISCOGS_API_URL` overrides it for tests and proxies.
    public static let defaultBaseURL = "https://api.discogs.com"

    public var baseURL: String
    /// A personal access token, sent only in the Authorization header.
    public var token: String
    /// Discogs blocks clients without a unique User-Agent.
    public var userAgent: String

    public init(baseURL: String = Self.defaultBaseURL, token: String, userAgent: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.token = token
        self.userAgent = userAgent
    }

    /// The User-Agent Discogs asks for, unique to the application: `cdscan/0.1.0 +https://github.com/cdscan/cdscan`.
    public static func userAgent(version: String, contact: String) -> String {
        "cdscan/\(version) +\(contact)"
    }
}
