import Basics
import Catalog
import Gallery
import Lookup
import Settings

/// `cdscan export --format html -o DIR`: the wiring from the catalogue to the gallery.
public enum GalleryExportRun {
    /// Writes the gallery into `folder` (relative to the working directory), its covers downloaded
    /// unless `--no-covers`; a folder that cannot be written is 73.
    public static func run(_ options: ExportOptions, folder: String, context: CommandContext) throws -> ExitCode {
        let console = context.console
        let folder = FilePaths.resolve(folder, in: context.directory)
        let databasePath = context.databasePath(options.database)
        let settings = context.loadSettings()
        do {
            let items = try CatalogStore(path: databasePath, create: false, readOnly: true).allItems()
            let catalog = GalleryCatalog(
                items: items, coverArtArchive: settings.variables["COVERART_URL"] ?? GalleryCatalog.coverArtArchive)
            let covers = options.noCovers ? nil : try coverClient(settings, time: context.time)
            let pages = options.noCovers ? nil : try LookupSession.forCoverImages(settings.lookup, time: context.time)
            let summary = try GalleryExporter(folder: folder, covers: covers, releasePages: pages).export(catalog)
            summary.unreachableHosts.forEach {
                console.message("warning: \($0); its other covers are not asked for in this export")
            }
            summary.coverFailures.prefix(20).forEach { console.message("warning: cover not downloaded: \($0)") }
            let failed = summary.coverFailures.count + summary.coversSkipped
            let failures =
                failed == 0
                ? "" : ", \(failed) failed (\(summary.coversSkipped) of them not asked: host unreachable)"
            console.message(
                "Wrote \(summary.releases) releases and \(summary.unresolved) unresolved items to \(folder) "
                    + "(covers: \(summary.coversDownloaded) downloaded, \(summary.coversCached) kept, "
                    + "\(summary.coversMissing) without an image\(failures))")
            return .success
        } catch let error as GalleryError {
            throw CommandFailure(message: "\(error).", status: .cannotCreate)
        }
    }

    /// Cover downloads: no token, paced at `CDSCAN_COVER_RATE` requests a second (default 1), retried like lookups.
    private static func coverClient(_ settings: Settings, time: any TimeSource) throws(TransportError)
        -> CoverImageClient
    {
        let rate = settings.variables["CDSCAN_COVER_RATE"].flatMap(Int.init).map { max(1, $0) } ?? 1
        let transport = try CurlTransport(limits: .init(totalTimeout: settings.httpTimeout))
        return CoverImageClient(
            transport: transport, limiter: RateLimiter(window: 1, initialLimit: rate, time: time),
            retry: RetryPolicy(baseDelay: settings.retryDelay), time: time, userAgent: CDScanVersion.userAgent)
    }
}
