import Foundation
import Lookup

/// Writes the gallery: index, statistics, a page per release, covers, and the manifest.
///
/// The folder is checked first (new, empty, or an earlier gallery of cdscan's:
/// anything else is refused before a byte is written). The manifest is written
/// first and kept current as covers come (it names every file written so far), so an
/// export stopped at any point, kill -9 included, leaves a folder the next export takes
/// up, reusing the covers fetched; it is written whole at the end, and files an earlier
/// export wrote that this one did not (a release no longer in the catalogue) are then
/// deleted; nothing else in the folder is touched.
package final class GalleryExporter {
    /// What an export did.
    package struct Summary: Sendable, Equatable {
        package var releases: Int
        package var unresolved: Int
        package var coversDownloaded: Int
        package var coversCached: Int
        package var coversMissing: Int
        /// Each cover that could not be downloaded this time.
        package var coverFailures: [CoverFailure]
        /// Covers not asked for because their host was found unreachable earlier in the export.
        package var coversSkipped = 0
        /// Each cover host given up, once, with why.
        package var unreachableHosts: [GivenUpHost] = []
        /// Covers not fetched because a stop was asked for (the next export fetches them).
        package var coversLeft = 0
    }

    /// How far the covers are: `done` of `total` releases' covers settled, `fetched` of them
    /// by asking a host (the others were in the folder, or have no image).
    package struct Progress: Sendable, Equatable {
        package var done: Int
        package var total: Int
        package var fetched: Int
    }

    private let folder: SiteFolder
    private let client: CoverImageClient?
    private let releasePages: LookupSession?

    /// - Parameters:
    ///   - covers: downloads new covers; nil (`--no-covers`) uses only those already in the folder.
    ///   - releasePages: asks Discogs' release pages for the cover URL of answers from the dump
    ///     index (`LookupSession.forCoverImages`, nil without a token: those keep the placeholder).
    package init(folder: String, covers: CoverImageClient?, releasePages: LookupSession? = nil) {
        self.folder = SiteFolder(path: folder)
        client = covers
        self.releasePages = releasePages
    }

    /// Writes the gallery of `catalog`; `stop` is asked before each cover: once it says so, no
    /// other cover is fetched (those already in the folder are used) and the pages and the
    /// manifest are written as usual. `progress` is told after each release's cover.
    package func export(
        _ catalog: GalleryCatalog, stop: () -> Bool = { false }, progress: (Progress) -> Void = { _ in }
    ) throws(GalleryError) -> Summary {
        let previous = try folder.open()
        let earlierFiles = previous?.files ?? []
        // Before anything else is written: the folder is cdscan's from the first byte.
        try writeManifest(SiteManifest(files: earlierFiles, covers: previous?.covers ?? [:]))
        try folder.makeSubfolders()
        let covers = CoverCache(
            folder: folder, client: client, releasePages: releasePages, previous: previous?.covers ?? [:])
        var coverFiles: [String: String] = [:]
        var written: [String] = []
        var left = 0
        var done = Progress(done: 0, total: catalog.releases.count, fetched: 0)
        for release in catalog.releases {
            left += stop() ? 1 : 0
            let before = covers.answers
            if let file = try covers.cover(for: release, fetching: left == 0) { coverFiles[release.id] = file }
            done.done += 1
            done.fetched += covers.answers != before ? 1 : 0
            progress(done)
            // Kept current as covers come, so a stop at any point loses no cover fetched.
            if covers.answers != before {
                let files = Set(earlierFiles).union(coverFiles.values).sorted()
                try writeManifest(
                    SiteManifest(files: files, covers: (previous?.covers ?? [:]).merging(covers.records) { $1 }))
            }
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
        // A stopped export keeps the earlier covers of releases it did not get to.
        let kept = left == 0 ? covers.records : (previous?.covers ?? [:]).merging(covers.records) { $1 }
        try writeManifest(SiteManifest(files: written, covers: kept))
        folder.remove(Set(earlierFiles).subtracting(written))
        let tally = covers.tally
        var summary = Summary(
            releases: catalog.releases.count, unresolved: catalog.unresolved.count, coversDownloaded: tally.downloaded,
            coversCached: tally.cached, coversMissing: tally.missing, coverFailures: tally.failed)
        (summary.coversSkipped, summary.unreachableHosts) = (tally.skipped, tally.unreachableHosts)
        summary.coversLeft = left
        return summary
    }

    private func writeManifest(_ manifest: SiteManifest) throws(GalleryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try folder.write((try? encoder.encode(manifest)) ?? Data(), to: SiteManifest.fileName)
    }
}
