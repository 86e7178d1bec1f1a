import Foundation

/// Which URLs a lookup client may send a request to; one rule for Discogs, MusicBrainz and cover downloads.
enum URLPolicy {
    /// Plain http is allowed only to this machine, where the tests' fake server runs.
    static func requireSecure(_ baseURL: String) throws(LookupError) {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased()
        else { throw .insecureURL(baseURL) }
        let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
        guard scheme == "https" || (scheme == "http" && loopback) else { throw .insecureURL(baseURL) }
    }
}
