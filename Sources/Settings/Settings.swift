import Foundation
import Lookup

/// cdscan's configuration: the environment, then `.env` in the current directory (for
/// development), then the config file (`ConfigFile`).
///
/// Every variable is documented in `.env.example` and `documentedVariables`. The API
/// base URLs, which say where the token goes, are never taken from `.env`: any
/// directory one happens to be in may hold one. The token is kept here and handed
/// to the Discogs client; nothing prints a `Settings`.
///
/// The services' settings are read through `services` or by their own names
/// (`settings.discogsToken`), as members of the settings themselves.
@dynamicMemberLookup
public struct Settings: Sendable {
    /// Where the lookup services are and how they are asked (token, base URLs, timeouts).
    public var services: ServiceSettings
    /// Warnings about the configuration itself, for stderr.
    public var warnings: [String] = []
    /// Where settings came from when that is worth a line on stderr (`.env` was used).
    public var notes: [String] = []
    /// The merged variables, for commands with settings of their own.
    public var variables: [String: String]

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ServiceSettings, Value>) -> Value {
        get { services[keyPath: keyPath] }
        set { services[keyPath: keyPath] = newValue }
    }

    /// The option defaults the variables set, as (variable, option's long name, value).
    public var optionDefaults: [(variable: String, option: String, value: String)] {
        Self.optionVariables.compactMap { variable, option in
            variables[variable].map { (variable, option, $0) }
        }
    }

    /// Variables that set an option's default, and the option.
    public static let optionVariables = [
        ("CDSCAN_SOURCE", "source"), ("CDSCAN_PICK", "pick"), ("CDSCAN_DB", "db"), ("CDSCAN_FORMAT", "format"),
    ]
    /// Variables that say where requests (and the token) go: never read from `.env`.
    public static let destinationVariables: Set = ["DISCOGS_API_URL", "MUSICBRAINZ_API_URL"]

    public static func load(environment: [String: String], directory: String) throws(SettingsError) -> Settings {
        var warnings: [String] = []
        var notes: [String] = []
        let config = try ConfigFile.load(environment: environment)
        var merged = config?.values ?? [:]
        if let config, !config.badLines.isEmpty {
            warnings.append("\(config.path): ignored line(s) \(lines(config.badLines)): expected KEY=value")
        }
        let dotEnv = readDotEnv(directory: directory, warnings: &warnings)
        let fromEnvironment = environment.filter { !$0.value.isEmpty }
        let used = dotEnv.keys.filter { fromEnvironment[$0] == nil }.sorted()
        if !used.isEmpty {
            notes.append("using \(used.joined(separator: ", ")) from .env in the current directory (for development)")
        }
        merged.merge(dotEnv) { _, fromDotEnv in fromDotEnv }
        merged.merge(fromEnvironment) { _, fromEnvironment in fromEnvironment }
        if let home = environment["HOME"], let db = merged["CDSCAN_DB"], db.hasPrefix("~/") {
            merged["CDSCAN_DB"] = home + db.dropFirst()
        }
        return make(merged, warnings: warnings, notes: notes)
    }

    /// `.env`'s variables but the destinations, which are dropped with a warning.
    private static func readDotEnv(directory: String, warnings: inout [String]) -> [String: String] {
        let path = (directory as NSString).appendingPathComponent(".env")
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnings.append(".env exists but cannot be read; using the environment alone")
            return [:]
        }
        let parsed = DotEnv.parse(String(decoding: data, as: UTF8.self))
        if !parsed.badLines.isEmpty {
            warnings.append(".env: ignored line(s) \(lines(parsed.badLines)): expected KEY=value")
        }
        var values = parsed.values
        for name in destinationVariables.sorted() where values.removeValue(forKey: name) != nil {
            warnings.append(
                ".env: \(name) ignored: API URLs are read only from the environment or the config file")
        }
        return values
    }

    private static func make(_ merged: [String: String], warnings: [String], notes: [String]) -> Settings {
        var warnings = warnings
        func seconds(_ name: String, default value: Double) -> Double {
            guard let text = merged[name] else { return value }
            guard let number = Double(text), number.isFinite, number >= 0 else {
                warnings.append("\(name)=\(text) is not a number of seconds; using \(value)")
                return value
            }
            return number
        }
        let token = merged["DISCOGS_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        let services = ServiceSettings(
            discogsToken: token?.isEmpty == false ? token : nil,
            discogsAPIURL: merged["DISCOGS_API_URL"] ?? DiscogsConfiguration.defaultBaseURL,
            musicBrainzAPIURL: merged["MUSICBRAINZ_API_URL"] ?? MusicBrainzConfiguration.defaultBaseURL,
            httpTimeout: seconds("CDSCAN_HTTP_TIMEOUT", default: 30),
            retryDelay: seconds("CDSCAN_RETRY_DELAY", default: 2),
            discogsRateWindow: max(1, seconds("DISCOGS_RATE_WINDOW", default: 60)))
        return Settings(services: services, warnings: warnings, notes: notes, variables: merged)
    }

    /// No variables at all: the defaults.
    public static var empty: Settings { make([:], warnings: [], notes: []) }

    private static func lines(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ", ") }
}
