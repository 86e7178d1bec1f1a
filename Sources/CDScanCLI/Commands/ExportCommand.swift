import Catalog
import CommandLineKit
import Workflows

/// `cdscan export`: the catalog database to CSV, or an HTML gallery.
enum ExportCommand: Command {
    typealias Options = ExportOptions

    static let spec = CommandSpec<Options>(
        name: "export",
        abstract: "Write the catalog database as CSV, or as an HTML gallery with covers and statistics.",
        discussion: """
            A gallery stopped while it fetches covers is written without the covers left
            (the same command again fetches them) and ends with \(ExitCode.stoppedStatuses).
            """)

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
