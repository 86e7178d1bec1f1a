import Foundation
import Lookup

/// cdscan's configuration: the environment first, then `.env` in the current directory.
///
/// Every variable is documented in `.env.example`. The token is kept here and
/// handed to the Discogs client; nothing prints a `Settings`.
struct Settings: Sendable {
    var discogsToken: String?
    var discogsAPIURL: String
    /// The MusicBrainz web service (`MUSICBRAINZ_API_URL`, default https://musicbrainz.org).
    var musicBrainzAPIURL: String
    /// Seconds a whole HTTP request may take (`CDSCAN_HTTP_TIMEOUT`).
    var httpTimeout: Double
    /// Seconds before the first retry after a failure (`CDSCAN_RETRY_DELAY`); doubles per retry.
    var retryDelay: Double
    /// Seconds of Discogs' moving rate-limit window (`DISCOGS_RATE_WINDOW`, default 60);
    /// only a scaled-down test server needs another.
    var discogsRateWindow: Double
    /// Warnings about the configuration itself, for stderr.
    var warnings: [String] = []
    /// The merged variables, for commands with settings of their own.
    var variables: [String: String]

    /// What the lookup session is made from.
    var lookup: LookupSession.Configuration {
        LookupSession.Configuration(
            discogsToken: discogsToken, discogsAPIURL: discogsAPIURL, musicBrainzAPIURL: musicBrainzAPIURL,
            httpTimeout: httpTimeout, retryDelay: retryDelay, discogsRateWindow: discogsRateWindow,
            version: CDScanVersion.version, projectURL: CDScanVersion.projectURL)
    }

    static func load(environment: [String: String], directory: String) -> Settings {
        var warnings: [String] = []
        var merged: [String: String] = [:]
        let path = (directory as NSString).appendingPathComponent(".env")
        if FileManager.default.fileExists(atPath: path) {
            if let data = FileManager.default.contents(atPath: path) {
                let parsed = DotEnv.parse(String(decoding: data, as: UTF8.self))
                merged = parsed.values
                if !parsed.badLines.isEmpty {
                    let lines = parsed.badLines.map(String.init).joined(separator: ", ")
                    warnings.append(".env: ignored line(s) \(lines): expected KEY=value")
                }
            } else {
                warnings.append(".env exists but cannot be read; using the environment alone")
            }
        }
        merged.merge(environment.filter { !$0.value.isEmpty }) { _, fromEnvironment in fromEnvironment }

        func seconds(_ name: String, default value: Double) -> Double {
            guard let text = merged[name] else { return value }
            guard let number = Double(text), number.isFinite, number >= 0 else {
                warnings.append("\(name)=\(text) is not a number of seconds; using \(value)")
                return value
            }
            return number
        }
        let token = merged["DISCOGS_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return Settings(
            discogsToken: token?.isEmpty == false ? token : nil,
            discogsAPIURL: merged["DISCOGS_API_URL"] ?? DiscogsConfiguration.defaultBaseURL,
            musicBrainzAPIURL: merged["MUSICBRAINZ_API_URL"] ?? MusicBrainzConfiguration.defaultBaseURL,
            httpTimeout: seconds("CDSCAN_HTTP_TIMEOUT", default: 30),
            retryDelay: seconds("CDSCAN_RETRY_DELAY", default: 2),
            discogsRateWindow: max(1, seconds("DISCOGS_RATE_WINDOW", default: 60)),
            warnings: warnings, variables: merged)
    }
}
