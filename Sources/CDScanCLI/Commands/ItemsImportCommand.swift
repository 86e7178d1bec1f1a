import CommandLineKit
import Lookup
import Terminal
import Workflows

/// `cdscan items import`: a Discogs collection export into the catalogue, each release fetched by its id.
enum ItemsImportCommand: Command {
    static let spec = CommandSpec<ItemsImportOptions>(
        name: "items import", abstract: "Import a Discogs collection export (CSV), fetching each release by its id.",
        positionals: .each, arguments: [("file", "The CSV from Discogs' Collection > Export.")],
        discussion: """
            Each row becomes an item of kind 'release' (code discogs:ID) keeping the row's
            rating, folder, media and sleeve conditions, notes and date added. The export has
            no barcodes, so each release is fetched by its id: from the dump index when it
            holds it (no request), else from Discogs' /releases/ID within the rate limit
            (DISCOGS_TOKEN needed). A copy is the file's path and the n-th row of its release
            id: importing the same file again adds no copies, updates what the rows say, and
            fetches only what is still pending or failed (--retry: not found ones too).
            Rows whose release_id is no number (or 0) are reported and skipped; a rating,
            media or sleeve grade that 'items edit' refuses is reported and the copy imported
            without it. Takes the catalogue's one-writer lock. Exit status: 0 all found, 1
            some not found, 64 usage, 65 not a Discogs export (nothing imported), rows
            skipped or values refused, 66 the file cannot be read, 75 the catalog in use,
            77 token refused, 78 no DISCOGS_TOKEN (and no dump index),
            \(ExitCode.stoppedStatuses).

            EXAMPLES:
              cdscan items import ~/Downloads/me-collection-20251201.csv
              cdscan items import export.csv --source dump      # the dump index alone, no network
            """)

    static func run(_ options: ItemsImportOptions, arguments: [String], context: CommandContext) throws -> ExitCode {
        try ItemsImportRun.run(options, file: arguments[0], context: context)
    }
}

extension ItemsImportOptions: CatalogDatabaseOption {}
