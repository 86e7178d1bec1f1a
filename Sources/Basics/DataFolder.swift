import Foundation

/// cdscan's data folder, where its own files live: the catalogue, the dump index, the shared
/// rate budget. One rule for all of them, the XDG Base Directory spec's.
package enum DataFolder {
    /// `$XDG_DATA_HOME/cdscan`, or `~/.local/share/cdscan` when XDG_DATA_HOME is unset or not
    /// absolute (the spec says to ignore it then).
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return trimmingSlashes(data) + "/cdscan"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return trimmingSlashes(home) + "/.local/share/cdscan"
    }

    /// The folder as help shows it.
    package static let description = "$XDG_DATA_HOME/cdscan"

    private static func trimmingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}
