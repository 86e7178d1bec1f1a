import Basics
import Catalog
import Cataloging
import Presentation

extension CatalogRun {
    /// Says why the batch stopped (if it did), writes the CSV, prints the summary, and
    /// returns the exit status: the most serious of everything that happened.
    /// `goOn`: how to go on with what is left (`CatalogSummary.goOn(repeatsCopies:skippedListLines:)`).
    static func finish(
        _ report: BatchReport, asked: Set<ItemKey>, invalid: Int, goOn: String = CatalogSummary.sameCommand,
        countsItems: Bool = false, _ setup: Setup
    ) throws -> ExitCode {
        let console = setup.console
        var status = report.stop.map { ErrorReport.report($0, console) } ?? .success
        let setRight = CatalogSummary.setRight(after: report.stop, status: status)
        let items: [CatalogItem]
        do {
            items = try setup.store.allItems()
        } catch {
            throw RaisedStatus(error, atLeast: status)
        }
        let rows = setup.options.rows == .run ? items.filter { CatalogRun.isOfThisRun($0, asked) } : items
        let (written, wroteMessage) = write(rows, setup)
        status = max(status, written)
        var summary = CatalogSummary(
            items: items.filter { CatalogRun.isOfThisRun($0, asked) }, invalidLines: invalid,
            tally: report.tally, remaining: report.remaining)
        summary.goOn = goOn
        summary.setRight = setRight
        if countsItems { summary.whole = "item" }
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        wroteMessage.map(console.message)
        status = max(status, summary.status)
        if invalid > 0 { status = max(status, .dataError) }
        return max(status, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// Writes the CSV (atomically to a regular file, in place to a device or FIFO, or to
    /// stdout); returns the status and the line saying what was written.
    static func write(_ items: [CatalogItem], _ setup: Setup) -> (ExitCode, String?) {
        let console = setup.console
        let format = setup.options.format
        // The discogs format holds Discogs releases only, and says what it left out and why.
        let leftOut = format == .discogs ? DiscogsExport.summary(items) : nil
        let leftStatus: ExitCode = format == .discogs && !DiscogsExport.leftOut(items).isEmpty ? .notFound : .success
        // The copies' values from the prices kept, as `export` writes them (none: the columns empty).
        let kept =
            format == .discogs ? nil : try? ValueRun.keptValues(of: items, store: setup.store, context: setup.context)
        let values = kept ?? [:]
        let failureTexts = StoredFailure.texts(of: items)
        guard let output = setup.output, output.destination != .standardOutput else {
            console.out(CatalogCSV.document(for: items, format: format, values: values, failureTexts: failureTexts))
            return (leftStatus, leftOut)
        }
        do throws(OutputFileError) {
            try CatalogCSV.export(items, format: format, values: values, failureTexts: failureTexts, to: output)
        } catch {
            console.error(ExportNotes.notWritten(error, output: output.name))
            return (ExitCode(error), nil)
        }
        let rows = format == .discogs ? items.count { DiscogsExport.row($0) != nil } : items.count
        return (
            leftStatus,
            ExportNotes.wrote(rows: rows, to: output.name, discogs: format == .discogs ? items : nil)
        )
    }

    /// Whether `item` is a copy of a code this run was given or looked up (`--rows run`, the summary).
    static func isOfThisRun(_ item: CatalogItem, _ asked: Set<ItemKey>) -> Bool {
        (item.kind != .barcode || item.gtin != nil) && asked.contains(item.key)
    }
}
