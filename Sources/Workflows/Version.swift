import Lookup

/// cdscan's name, version and home, for `--version` and the User-Agent.
public enum CDScanVersion {
    public static let version = "0.1.0"
    /// What `--version` prints: "cdscan 0.1.0 (revision 1a2b3c4d5e6f)".
    public static var versionLine: String { "cdscan \(version) (\(revisionPhrase))" }
    public static var revisionPhrase: String { revision == "unknown revision" ? revision : "revision \(revision)" }
    public static let projectURL = "https://github.com/cdscan/cdscan"
    /// Discogs asks for a unique User-Agent naming the application and a way to reach its makers.
    public static let userAgent = DiscogsConfiguration.userAgent(version: version, contact: projectURL)
}
