import Basics
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
package struct ConfigFile: Sendable {
    package var path: String
    package var values: [String: String]
    package var badLines: [Int]

    /// Where the file is for `environment`; nil without XDG_CONFIG_HOME or HOME.
    package static func path(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/cdscan/config" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/cdscan/config"
    }

    /// A config file is a few lines; anything larger is not one.
    static let maximumBytes = 64 * 1024

    /// The file, if there is one; refused when it is unsafe to use: not a regular file, not
    /// owned by the user, or the file or its folder writable by anyone else (they could then
    /// say where the token goes).
    package static func load(environment: [String: String]) throws(SettingsError) -> ConfigFile? {
        guard let path = path(environment: environment) else { return nil }
        // O_NONBLOCK: a FIFO put there must not hang every command; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let mode = try checkSafe(info, path: path)
        try checkFolder(of: path)
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.all(descriptor, limit: maximumBytes)
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        let parsed = DotEnv.parse(String(decoding: bytes, as: UTF8.self))
        let hasToken = !(parsed.values["DISCOGS_TOKEN"] ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        if hasToken, mode & 0o044 != 0 { throw .exposedToken(path: path, mode: mode) }
        return ConfigFile(path: path, values: parsed.values, badLines: parsed.badLines)
    }

    /// The file's permission bits, when it is a regular file of the user's that no one else may change.
    private static func checkSafe(_ info: stat, path: String) throws(SettingsError) -> Int {
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        guard info.st_uid == geteuid() else { throw .notOwned(path: path, owner: Int(info.st_uid)) }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o022 != 0 { throw .writableByOthers(path: path, mode: mode) }
        return mode
    }

    /// Refuses a folder (the file's real one, links followed) that someone else owns or may
    /// write: they could put another file in the config file's place.
    private static func checkFolder(of path: String) throws(SettingsError) {
        guard let real = realpath(path, nil) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let resolved = String(cString: real)
        free(real)
        let folder = (resolved as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o022 != 0 || (info.st_uid != geteuid() && info.st_uid != 0) {
            throw .unsafeFolder(path: path, folder: folder, mode: mode)
        }
    }

    private static func reason(_ failure: BoundedRead.Failure) -> String {
        switch failure {
        case .tooLarge(let limit): "it is larger than \(BoundedRead.describe(limit)), too large for a config file"
        case .failed(let code): String(cString: strerror(code))
        }
    }
}

/// A configuration cdscan refuses to run with: exit status 78 (EX_CONFIG); worded in
/// `Presentation/ErrorWords`.
package enum SettingsError: Error, Equatable, Sendable {
    /// The config file holds the token and the group or others may read it.
    case exposedToken(path: String, mode: Int)
    /// The group or others may change the config file, and with it where the token goes.
    case writableByOthers(path: String, mode: Int)
    /// Another user owns the config file: it is not the user's to trust.
    case notOwned(path: String, owner: Int)
    /// The config file's folder can be changed by others (or belongs to someone else).
    case unsafeFolder(path: String, folder: String, mode: Int)
    case unreadable(path: String, reason: String)
    /// A default (CDSCAN_SOURCE=...) that its option would refuse.
    case invalidValue(variable: String, problem: String)
    /// A number out of the range cdscan accepts, and where it was set (`NumericSetting`).
    case outOfRange(variable: String, value: String, origin: String, expected: String)
}
