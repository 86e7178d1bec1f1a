import Basics
import Catalog
import CommandLineKit
import Gallery
import Lookup
import Settings
import Workflows

/// `cdscan export --format html -o DIR`: the wiring from the catalogue to the gallery.
extension ExportCommand {
    static func runGallery(_ options: Options, context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard let output = options.output else {
            throw UsageError("'--format html' needs '-o <dir>'", command: "export")
        }
        let folder = FilePaths.resolve(output, in: context.directory)
        let databasePath = context.databasePath(options.database)
        let settings = context.loadSettings()
        do {
            let items = try CatalogStore(path: databasePath, create: false).allItems()
            let catalog = GalleryCatalog(
                items: items, coverArtArchive: settings.variables["COVERART_URL"] ?? GalleryCatalog.coverArtArchive)
            let covers = options.noCovers ? nil : try coverClient(settings, time: context.time)
            let pages = options.noCovers ? nil : try LookupSession.forCoverImages(settings.lookup, time: context.time)
            let summary = try GalleryExporter(folder: folder, covers: covers, releasePages: pages).export(catalog)
            summary.coverFailures.prefix(20).forEach { console.message("warning: cover not downloaded: \($0)") }
            console.message(
                "Wrote \(summary.releases) releases and \(summary.unresolved) unresolved items to \(folder) "
                    + "(covers: \(summary.coversDownloaded) downloaded, \(summary.coversCached) kept, "
                    + "\(summary.coversMissing) without an image)")
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

extension OptionSpec where Options == ExportCommand.Options {
    /// `--format cdscan|discogs|html`.
    static var exportFormat: Self {
        .value(
            "format", "cdscan|discogs|spreadsheet|jsonl|html",
            help: "cdscan, discogs (Discogs' collection import: its release ids only), spreadsheet "
                + "(cdscan's columns for Excel: a BOM, barcodes kept as text), jsonl (one JSON object a line), "
                + "or html (a gallery: -o names its folder)."
        ) { options, text throws(UsageError) in
            guard text == "html" || CatalogCSV.Format(rawValue: text) != nil else {
                throw UsageError(
                    "'--format' is cdscan, discogs, spreadsheet, jsonl or html, not '\(text)'", command: "export")
            }
            options.format = text
        }.defaulting { $0.format }
    }

    /// `--no-covers`.
    static var noCovers: Self {
        .flag(
            "no-covers",
            help: "With --format html: download no covers and ask Discogs for no image URL (those already in "
                + "the folder stay)."
        ) {
            $0.noCovers = true
        }
    }
}
