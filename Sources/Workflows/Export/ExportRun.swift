import Catalog
import Cataloging
import Presentation

/// `cdscan export` as CSV (or JSON Lines): the catalog database read whole and written out;
/// the HTML gallery is `GalleryExportRun`.
package enum ExportRun {
    /// Writes the catalog in `format` to `-o` (or stdout); 1 when `--format discogs` left items out.
    package static func run(_ options: ExportOptions, format: CatalogCSV.Format, context: CommandContext) throws
        -> ExitCode
    {
        let databasePath = context.databasePath(options.database)
        // Checked before anything is read: the catalog itself is never an output.
        let output = try context.outputFile(options.output, database: databasePath)
        // create: false, so a mistyped --db path is an error rather than a new empty catalog.
        let store = try CatalogStore(path: databasePath, create: false, readOnly: true)
        let items = try store.allItems()
        // Discogs' import format has no value columns: nothing to read for it.
        let values = format == .discogs ? [:] : try ValueRun.keptValues(of: items, store: store, context: context)
        // The discogs format says what it left out and why; items left out make the status 1.
        let leftOut = format == .discogs ? DiscogsExport.summary(items) : nil
        let status: ExitCode = format == .discogs && !DiscogsExport.leftOut(items).isEmpty ? .notFound : .success
        let failureTexts = StoredFailure.texts(of: items)
        guard let output, output.destination != .standardOutput else {
            context.console.out(
                CatalogCSV.document(for: items, format: format, values: values, failureTexts: failureTexts))
            leftOut.map(context.console.message)
            return status
        }
        try CatalogCSV.export(items, format: format, values: values, failureTexts: failureTexts, to: output)
        // Said for every format, as `catalog -o` says it: a file written is named on stderr.
        context.console.message(
            ExportNotes.wrote(rows: items.count, to: output.name, discogs: format == .discogs ? items : nil))
        return status
    }
}
