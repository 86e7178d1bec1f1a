import Foundation
import Lookup

/// Writes the gallery: index, statistics, a page per release, covers, and the manifest.
///
/// The folder is checked first (new, empty, or an earlier gallery of cdscan's:
/// anything else is refused before a byte is written). The manifest is written
/// last, and files an earlier export wrote that this one did not (a release no
/// longer in the catalogue) are deleted; nothing else in the folder is touched.
public final class GalleryExporter {
    /// What an export did.
    public struct Summary: Sendable, Equatable {
        public var releases: Int
        public var unresolved: Int
        public var coversDownloaded: Int
        public var coversCached: Int
        public var coversMissing: Int
        /// One line per cover that could not be downloaded this time.
        public var coverFailures: [String]
        /// Covers not asked for because their host was found unreachable earlier in the export.
        public var coversSkipped = 0
        /// Each cover host found unreachable, once, with why.
        public var unreachableHosts: [String] = []
    }

    private let folder: SiteFolder
    private let client: CoverImageClient?
    private let releasePages: LookupSession?

    /// - Parameters:
    ///   - covers: downloads new covers; nil (`--no-covers`) uses only those already in the folder.
    ///   - releasePages: asks Discogs' release pages for the cover URL of answers from the dump
    ///     index (`LookupSession.forCoverImages`, nil without a token: those keep the placeholder).
    public init(folder: String, covers: CoverImageClient?, releasePages: LookupSession? = nil) {
        self.folder = SiteFolder(path: folder)
        client = covers
        self.releasePages = releasePages
    }

    public func export(_ catalog: GalleryCatalog) throws(GalleryError) -> Summary {
        let previous = try folder.open()
        try folder.makeSubfolders()
        let covers = CoverCache(
            folder: folder, client: client, releasePages: releasePages, previous: previous?.covers ?? [:])
        var coverFiles: [String: String] = [:]
        var written: [String] = []
        for release in catalog.releases {
            if let file = try covers.cover(for: release) { coverFiles[release.id] = file }
        }
        func write(_ text: String, _ relative: String) throws(GalleryError) {
            try folder.write(Data(text.utf8), to: relative)
            written.append(relative)
        }
        try write(Placeholder.svg, Placeholder.fileName)
        for release in catalog.releases {
            try write(ReleasePage.render(release, cover: coverFiles[release.id]), "releases/\(release.id).html")
        }
        try write(StatsPage.render(catalog), "stats.html")
        try write(IndexPage.render(catalog, covers: coverFiles), "index.html")
        written += Set(coverFiles.values).sorted()
        let manifest = SiteManifest(files: written, covers: covers.records)
        folder.remove(Set(previous?.files ?? []).subtracting(written))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try folder.write((try? encoder.encode(manifest)) ?? Data(), to: SiteManifest.fileName)
        let tally = covers.tally
        var summary = Summary(
            releases: catalog.releases.count, unresolved: catalog.unresolved.count, coversDownloaded: tally.downloaded,
            coversCached: tally.cached, coversMissing: tally.missing, coverFailures: tally.failed)
        (summary.coversSkipped, summary.unreachableHosts) = (tally.skipped, tally.unreachableHosts)
        return summary
    }
}
