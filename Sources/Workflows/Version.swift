import Lookup

/// cdscan's name, version and home, for `--version` and the User-Agent.
package enum CDScanVersion {
    package static let version = "0.1.0"
    /// What `--version` prints: "cdscan 0.1.0 (revision 1a2b3c4d5e6f)".
    package static var versionLine: String { "cdscan \(version) (\(revisionPhrase))" }
    static var revisionPhrase: String { revision == "unknown revision" ? revision : "revision \(revision)" }
    package static let projectURL = "https://github.com/cdscan/cdscan"
    /// Discogs asks for a unique User-Agent naming the application and a way to reach its makers.
    package static let userAgent = DiscogsConfiguration.userAgent(version: version, contact: projectURL)
}
