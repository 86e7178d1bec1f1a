import Basics
import Foundation
import Lookup

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// cdscan's configuration: the environment, then `.env` in the current directory (for
/// development), then the config file (`ConfigFile`); but a `.env` token never replaces the
/// environment's or the config file's (`dotEnvToken`).
///
/// Every variable is documented in `.env.example` and `documentedVariables`. `.env` may set
/// only `dotEnvVariables`: any directory one happens to be in may hold one, so it may not say
/// where the token goes, where the catalogue is, or any limit. Every number is range-checked
/// (`NumericSetting`). The token is kept here and handed to the Discogs client; nothing
/// prints a `Settings`.
///
/// The services' settings are read through `services` or by their own names
/// (`settings.discogsToken`), as members of the settings themselves.
@dynamicMemberLookup
package struct Settings: Sendable {
    /// Where the lookup services are and how they are asked (token, base URLs, timeouts).
    package var services: ServiceSettings
    /// Warnings about the configuration itself, for stderr.
    package var warnings: [String] = []
    /// Where settings came from when that is worth a line on stderr (`.env` was used).
    package var notes: [String] = []
    /// The merged variables, for commands with settings of their own.
    package var variables: [String: String]
    /// `CDSCAN_COVER_RATE`: cover downloads a second (1 to 100, default 1).
    package var coverRate = 1

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<ServiceSettings, Value>) -> Value {
        get { services[keyPath: keyPath] }
        set { services[keyPath: keyPath] = newValue }
    }

    /// The option defaults the variables set, as (variable, option's long name, value).
    package var optionDefaults: [(variable: String, option: String, value: String)] {
        Self.optionVariables.compactMap { variable, option in
            variables[variable].map { (variable, option, $0) }
        }
    }

    /// Variables that set an option's default, and the option.
    static let optionVariables = [
        ("CDSCAN_SOURCE", "source"), ("CDSCAN_PICK", "pick"), ("CDSCAN_DB", "db"), ("CDSCAN_FORMAT", "format"),
        ("CDSCAN_DUMP_INDEX", "index"), ("CDSCAN_CURRENCY", "currency"),
    ]
    /// Variables that name a file, where a leading `~/` is the home folder.
    static let pathVariables = ["CDSCAN_DB", "CDSCAN_DUMP_INDEX"]
    /// What a `.env` may set: nothing that names a file or a host (where the token goes, where
    /// the catalogue is) or sets a limit, since any folder one happens to be in may hold one.
    static let dotEnvVariables = [
        "DISCOGS_TOKEN", "CDSCAN_SOURCE", "CDSCAN_PICK", "CDSCAN_FORMAT", "CDSCAN_CURRENCY",
    ]

    package static func load(environment: [String: String], directory: String) throws(SettingsError) -> Settings {
        var warnings: [String] = []
        var notes: [String] = []
        let config = try ConfigFile.load(environment: environment)
        var merged = config?.values ?? [:]
        if let config, !config.badLines.isEmpty {
            warnings.append("\(config.path): ignored line(s) \(lines(config.badLines)): expected KEY=value")
        }
        let fromEnvironment = environment.filter { !$0.value.isEmpty }
        var dotEnv = readDotEnv(directory: directory, warnings: &warnings)
        let token = dotEnvToken(dotEnv, environment: fromEnvironment, config: config)
        if !token.used { dotEnv["DISCOGS_TOKEN"] = nil }
        warnings += token.warning.map { [$0] } ?? []
        let used = dotEnv.keys.filter { fromEnvironment[$0] == nil }.sorted()
        if !used.isEmpty {
            notes.append("using \(used.joined(separator: ", ")) from .env in the current directory (for development)")
        }
        merged.merge(dotEnv) { _, fromDotEnv in fromDotEnv }
        merged.merge(fromEnvironment) { _, fromEnvironment in fromEnvironment }
        for name in pathVariables {
            if let home = environment["HOME"], let path = merged[name], path.hasPrefix("~/") {
                merged[name] = home + path.dropFirst()
            }
        }
        let origin = { (name: String) in fromEnvironment[name] != nil ? "the environment" : config?.path ?? "" }
        return try make(merged, warnings: warnings, notes: notes, origin: origin)
    }

    /// Whether `.env`'s token is used, and the line for stderr when it is set aside for another:
    /// a `.env` token never replaces the environment's or the config file's, since a folder one
    /// `cd`s into must not send one's discs to its owner's collection. Used only when it is the
    /// only token; set aside silently when it is the same as the one used.
    private static func dotEnvToken(
        _ dotEnv: [String: String], environment: [String: String], config: ConfigFile?
    ) -> (used: Bool, warning: String?) {
        func token(_ value: String?) -> String? {
            let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed?.isEmpty == false ? trimmed : nil
        }
        guard let fromDotEnv = token(dotEnv["DISCOGS_TOKEN"]) else { return (true, nil) }
        let kept: (token: String, place: String)
        if let fromEnvironment = token(environment["DISCOGS_TOKEN"]) {
            kept = (fromEnvironment, "the environment")
        } else if let config, let fromConfig = token(config.values["DISCOGS_TOKEN"]) {
            kept = (fromConfig, config.path)
        } else {
            return (true, nil)
        }
        guard kept.token != fromDotEnv else { return (false, nil) }
        return (
            false,
            ".env: DISCOGS_TOKEN ignored: it differs from the token in \(kept.place), which a .env never replaces"
        )
    }

    /// The variables `.env` may set (`dotEnvVariables`); every other line is ignored with a warning of its own.
    private static func readDotEnv(directory: String, warnings: inout [String]) -> [String: String] {
        let path = (directory as NSString).appendingPathComponent(".env")
        guard let data = readDotEnvFile(path, warnings: &warnings) else { return [:] }
        let parsed = DotEnv.entries(String(decoding: data, as: UTF8.self))
        var lines = parsed.badLines.map { ($0, ".env: line \($0) ignored: expected KEY=value") }
        var values: [String: String] = [:]
        for entry in parsed.entries {
            if dotEnvVariables.contains(entry.key) {
                values[entry.key] = entry.value
            } else {
                let allowed = dotEnvVariables.joined(separator: ", ")
                lines.append(
                    (entry.line, ".env: \(entry.key) ignored (line \(entry.line)): .env may set only \(allowed)"))
            }
        }
        warnings += lines.sorted { $0.0 < $1.0 }.map(\.1)
        return values
    }

    /// The bytes of `.env`, when it is a regular file of at most `ConfigFile.maximumBytes`: a
    /// `.env` that is a FIFO or a link to /dev/zero must not hang or fill every command.
    private static func readDotEnvFile(_ path: String, warnings: inout [String]) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno != ENOENT && errno != ENOTDIR {
                warnings.append(".env exists but cannot be read; using the environment alone")
            }
            return nil
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            warnings.append(".env is not a regular file; ignored")
            return nil
        }
        guard let bytes = try? BoundedRead.all(descriptor, limit: ConfigFile.maximumBytes) else {
            warnings.append(
                ".env is larger than \(BoundedRead.describe(ConfigFile.maximumBytes)) or unreadable; ignored")
            return nil
        }
        return bytes
    }

    private static func make(
        _ merged: [String: String], warnings: [String], notes: [String], origin: (String) -> String
    ) throws(SettingsError) -> Settings {
        func number(_ setting: NumericSetting) throws(SettingsError) -> Double {
            try setting.value(in: merged, origin: origin)
        }
        let token = merged["DISCOGS_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        let services = ServiceSettings(
            discogsToken: token?.isEmpty == false ? token : nil,
            discogsAPIURL: merged["DISCOGS_API_URL"] ?? DiscogsConfiguration.defaultBaseURL,
            musicBrainzAPIURL: merged["MUSICBRAINZ_API_URL"] ?? MusicBrainzConfiguration.defaultBaseURL,
            httpTimeout: try number(.httpTimeout), retryDelay: try number(.retryDelay),
            discogsRateWindow: try number(.discogsRateWindow))
        var settings = Settings(services: services, warnings: warnings, notes: notes, variables: merged)
        if let coverArt = merged["COVERART_URL"], !coverArt.isEmpty { settings.coverArtArchive = coverArt }
        settings.coverRate = Int(try number(.coverRate))
        return settings
    }

    /// No variables at all: the defaults.
    package static var empty: Settings {
        let services = ServiceSettings(
            discogsToken: nil, discogsAPIURL: DiscogsConfiguration.defaultBaseURL,
            musicBrainzAPIURL: MusicBrainzConfiguration.defaultBaseURL,
            httpTimeout: NumericSetting.httpTimeout.defaultValue, retryDelay: NumericSetting.retryDelay.defaultValue,
            discogsRateWindow: NumericSetting.discogsRateWindow.defaultValue)
        return Settings(services: services, variables: [:])
    }

    private static func lines(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ", ") }
}
