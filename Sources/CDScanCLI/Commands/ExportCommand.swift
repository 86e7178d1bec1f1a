import Catalog
import CommandLineKit
import Workflows

/// `cdscan export`: the catalog database to CSV, or an HTML gallery.
enum ExportCommand: Command {
    typealias Options = ExportOptions

    static let spec = CommandSpec<Options>(
        name: "export",
        abstract: "Write the catalog database as CSV, or as an HTML gallery with covers and statistics.",
        options: [
            .csvOutput,
            .exportFormat,
            .noCovers,
            .noProgress,
            .database,
        ])

    static var defaults: Options { Options() }

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        guard case .gallery = options.format else { return }
        guard let folder = options.output else {
            throw UsageError("'--format html' needs '-o <dir>'", command: "export")
        }
        if let problem = galleryFolderProblem(folder) { throw problem }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        switch options.format {
        case .gallery: try GalleryExportRun.run(options, folder: options.output ?? "", context: context)
        case .file(let format): try ExportRun.run(options, format: format, context: context)
        }
    }
}

extension ExportCommand {
    /// Why `folder` cannot be the gallery's: '-' is standard output everywhere else, which holds
    /// no folder; a name a CSV or JSON Lines file would have is most likely a mistake.
    static func galleryFolderProblem(_ folder: String) -> UsageError? {
        if folder == "-" {
            return UsageError(
                "'--format html' writes a folder of pages, which standard output ('-o -') cannot hold; "
                    + "name the folder: -o <dir>", command: "export")
        }
        let suffix = folder.split(separator: ".").last.map { $0.lowercased() }
        guard folder.contains("."), let suffix, ["csv", "tsv", "jsonl", "json", "txt"].contains(suffix) else {
            return nil
        }
        return UsageError(
            "'--format html' writes a folder of pages, not '\(folder)': name a folder (-o gallery), "
                + "or drop --format html for a CSV", command: "export")
    }
}

extension ExportOptions: CatalogCSVOptions {}

extension OptionSpec where Options == ExportCommand.Options {
    /// `--format cdscan|discogs|html`.
    static var exportFormat: Self {
        .value(
            "format", "cdscan|discogs|spreadsheet|jsonl|html",
            help: "cdscan, discogs (Discogs' collection import: its release ids only), spreadsheet "
                + "(cdscan's columns for Excel: a BOM, barcodes kept as text), jsonl (one JSON object a line), "
                + "or html (a gallery: -o names its folder)."
        ) { options, text throws(UsageError) in
            guard let format = ExportFormat(name: text) else {
                throw UsageError(
                    "'--format' is cdscan, discogs, spreadsheet, jsonl or html, not '\(text)'", command: "export")
            }
            options.format = format
        }.defaulting { $0.format.name }
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
