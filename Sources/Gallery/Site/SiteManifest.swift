import Foundation

/// `.cdscan-gallery.json`: what an export wrote, so the next one replaces only that.
///
/// It names every file cdscan wrote and, for each release, the cover URL its
/// cover came from, so covers are fetched again only when new or changed.
struct SiteManifest: Codable, Equatable {
    static let fileName = ".cdscan-gallery.json"
    static let generator = "cdscan export --format html"

    /// A cover as last downloaded: the URL, and the file (nil: the server had none).
    struct Cover: Codable, Equatable {
        /// Empty when Discogs' release page named no image.
        var url: String
        var file: String?
        /// The Discogs release whose API page named `url` (an answer from the dump index), so
        /// that the page is asked once, not at every export; nil for a URL the catalogue holds.
        var release: String? = nil
    }

    var generator = Self.generator
    var version = 1
    var files: [String] = []
    var covers: [String: Cover] = [:]

    /// Whether `path` is one cdscan writes: only those are ever deleted, whatever a manifest says.
    static func isOurs(_ path: String) -> Bool {
        if ["index.html", "stats.html", Placeholder.fileName].contains(path) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let name = parts.last, !name.hasPrefix("."), isSafeName(name) else { return false }
        return (parts[0] == "releases" && name.hasSuffix(".html")) || (parts[0] == "covers" && name.hasSuffix(".jpg"))
    }

    /// Letters, digits, `-`, `_` and `.`: a name no path trick hides in.
    static func isSafeName(_ name: Substring) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }
}
