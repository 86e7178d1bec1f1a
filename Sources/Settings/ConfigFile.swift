import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The user's settings file, `$XDG_CONFIG_HOME/cdscan/config` (default `~/.config/cdscan/config`).
///
/// `KEY=value` lines as in `.env` (see `DotEnv`), with the names of the environment
/// variables. It may hold the token only when no one else can read it, as ssh
/// treats a private key; no one else may write it at all, since it names the hosts
/// the token is sent to.
public struct ConfigFile: Sendable {
    public var path: String
    public var values: [String: String]
    public var badLines: [Int]

    /// Where the file is for `environment`; nil without XDG_CONFIG_HOME or HOME.
    public static func path(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/cdscan/config" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/cdscan/config"
    }

    /// The file, if there is one; refused when it is unsafe to use.
    public static func load(environment: [String: String]) throws(SettingsError) -> ConfigFile? {
        guard let path = path(environment: environment) else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o022 != 0 { throw .writableByOthers(path: path, mode: mode) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a file")
        }
        let parsed = DotEnv.parse(String(decoding: data, as: UTF8.self))
        let hasToken = !(parsed.values["DISCOGS_TOKEN"] ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        if hasToken, mode & 0o044 != 0 { throw .exposedToken(path: path, mode: mode) }
        return ConfigFile(path: path, values: parsed.values, badLines: parsed.badLines)
    }
}

/// A configuration cdscan refuses to run with: exit status 78 (EX_CONFIG).
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The config file holds the token and the group or others may read it.
    case exposedToken(path: String, mode: Int)
    /// The group or others may change the config file, and with it where the token goes.
    case writableByOthers(path: String, mode: Int)
    case unreadable(path: String, reason: String)
    /// A default (CDSCAN_SOURCE=...) that its option would refuse.
    case invalidValue(variable: String, problem: String)

    public var description: String {
        switch self {
        case .exposedToken(let path, let mode):
            "\(path) holds DISCOGS_TOKEN but others can read it (mode \(Self.octal(mode))); run: chmod 600 \(path)"
        case .writableByOthers(let path, let mode):
            "\(path) can be changed by others (mode \(Self.octal(mode))); run: chmod 600 \(path)"
        case .unreadable(let path, let reason):
            "\(path) cannot be read: \(reason)"
        case .invalidValue(let variable, let problem):
            "\(variable): \(problem)"
        }
    }

    private static func octal(_ mode: Int) -> String { String(mode, radix: 8) }
}
