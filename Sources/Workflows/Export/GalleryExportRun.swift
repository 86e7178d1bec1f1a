import Basics
import Catalog
import Foundation
import Gallery
import Lookup
import Presentation
import Settings
import Terminal

/// `cdscan export --format html -o DIR`: the wiring from the catalogue to the gallery.
package enum GalleryExportRun {
    /// Writes the gallery into `folder` (relative to the working directory), its covers downloaded
    /// unless `--no-covers`; a folder that cannot be written is 73.
    ///
    /// SIGINT, SIGTERM or SIGHUP stops the downloads within a second (a request in flight is
    /// aborted), then the pages and the manifest are written and the summary printed, as at
    /// the end; the next export fetches the covers left.
    package static func run(_ options: ExportOptions, folder: String, context: CommandContext) throws -> ExitCode {
        let console = context.console
        let folder = FilePaths.resolve(folder, in: context.directory)
        let databasePath = context.databasePath(options.database)
        var context = context
        let cancellation = CancellationToken()
        context.lookupCancellation = cancellation
        // The release pages that name a cover are read as a lookup reads them: Discogs.
        let assembly = RunAssembly(source: .discogs, context: context, purpose: .barcodes)
        let settings = assembly.settings
        // A GalleryError reaches ErrorReport as it is: its words, 73.
        let store = try CatalogStore(path: databasePath, create: false, readOnly: true)
        let items = try store.allItems()
        let catalog = GalleryCatalog(
            items: items, values: try ValueRun.keptValues(of: items, store: store, context: context),
            failureTexts: StoredFailure.texts(of: items), coverArtArchive: settings.coverArtArchive)
        let covers = options.noCovers ? nil : try assembly.coverClient()
        let pages =
            options.noCovers ? nil : try LookupSession.forCoverImages(assembly.configuration, time: context.time)
        let exporter = GalleryExporter(folder: folder, covers: covers, releasePages: pages)
        // A bar on a terminal only: the covers are the slow part (paced, from other hosts).
        let progress = CoverProgress(
            console: console,
            style: ProgressDisplay.style(
                for: console, enabled: options.progress && covers != nil, plainLines: false),
            time: context.time, perSecond: settings.coverRate)
        let signals = context.stopSignals.makeCounter(false)
        let summary = try StopWatch.run(signals, cancelling: cancellation) { () throws(GalleryError) in
            try exporter.export(catalog, stop: { signals.count > 0 }) {
                progress.update(done: $0.done, total: $0.total, fetched: $0.fetched)
            }
        }
        progress.finish()
        report(summary, folder: folder, console)
        return summary.coversLeft > 0 || cancellation.isCancelled ? .interrupted : .success
    }

    private static func report(_ summary: GalleryExporter.Summary, folder: String, _ console: Console) {
        summary.unreachableHosts.forEach { console.warning(ExportNotes.coverHostUnreachable($0)) }
        summary.coverFailures.prefix(20).forEach { console.warning(ExportNotes.coverNotDownloaded($0)) }
        console.message(ExportNotes.galleryWritten(summary, folder: folder))
        if summary.coversLeft > 0 { console.message(ExportNotes.coversLeft(summary.coversLeft)) }
    }
}
