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

    /// A cover's URL, and each hop it redirects to, comes from a service's answer, not from the
    /// user: it is fetched only over https and never from this machine (a GET aimed at a local
    /// service), except on the one origin `COVERART_URL` names (its scheme, host and port: the
    /// Cover Art Archive, a mirror, a test's loopback server), which the user chose.
    static func requireCover(_ url: String, coverArtArchive: String) throws(LookupError) {
        guard let components = URLComponents(string: url), let target = origin(of: components) else {
            throw .refusedCoverURL(url)
        }
        if let allowed = URLComponents(string: coverArtArchive).flatMap(origin(of:)), allowed == target {
            try requireSecure(url)
            return
        }
        guard target.scheme == "https", !isThisMachine(target.host) else { throw .refusedCoverURL(url) }
    }

    /// Names and literal addresses of this machine (loopback and the unspecified address), and
    /// an IPv4 address written any other way than four decimal numbers (`2130706433`,
    /// `0x7f.1`, `0177.0.0.1`: libcurl reads them all as 127.0.0.1; no image host is named so).
    private static func isThisMachine(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if ["localhost", "::1", "::", "0.0.0.0", "0"].contains(bare) || bare.hasSuffix(".localhost") { return true }
        if bare.hasPrefix("::ffff:") { return isThisMachine(String(bare.dropFirst(7))) }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        let numeric = parts.allSatisfy { part in
            !part.isEmpty
                && (part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    || part.lowercased().hasPrefix("0x") && part.dropFirst(2).allSatisfy(\.isHexDigit))
        }
        guard numeric else { return false }
        let dottedQuad =
            parts.count == 4
            && parts.allSatisfy { part in
                part.allSatisfy(\.isNumber) && (part == "0" || !part.hasPrefix("0")) && (Int(part) ?? 256) <= 255
            }
        return !dottedQuad || parts[0] == "127" || parts[0] == "0"
    }

    /// Scheme, host and port (the scheme's own when none is given), lowercased; nil without a host.
    private static func origin(of components: URLComponents) -> Origin? {
        guard let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        return Origin(scheme: scheme, host: host, port: components.port ?? (scheme == "https" ? 443 : 80))
    }

    private struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int
    }
}
