import Catalog
import Cataloging

extension CatalogRun {
    /// Says why the batch stopped (if it did), writes the CSV, prints the summary, and
    /// returns the exit status: the most serious of everything that happened.
    static func finish(_ report: BatchReport, asked: Set<String>, invalid: Int, _ setup: Setup) throws -> ExitCode {
        let console = setup.console
        var status = report.stop.map { CDScan.report($0, console) } ?? .success
        let items: [CatalogItem]
        do {
            items = try setup.store.allItems()
        } catch {
            throw CommandFailure(message: "\(error).", status: max(status, ExitCode(error)))
        }
        let (written, wroteMessage) = write(items, setup)
        status = max(status, written)
        let summary = CatalogSummary(
            items: items.filter { $0.gtin != nil && asked.contains($0.barcode) }, invalidLines: invalid,
            tally: report.tally, remaining: report.remaining)
        summary.lines(interrupted: report.stop?.isInterrupted == true).forEach(console.message)
        wroteMessage.map(console.message)
        status = max(status, summary.status)
        if invalid > 0 { status = max(status, .dataError) }
        return max(status, report.failures.map(ExitCode.init).max() ?? .success)
    }

    /// Writes the CSV (atomically to a file, or to stdout); returns the status and,
    /// for a file, the line saying so.
    static func write(_ items: [CatalogItem], _ setup: Setup) -> (ExitCode, String?) {
        let (console, name) = (setup.console, setup.options.output)
        let format = CatalogCSV.Format(rawValue: setup.options.format) ?? .cdscan
        guard let path = setup.outputPath else {
            console.out(CatalogCSV.document(for: items, format: format))
            return (.success, nil)
        }
        do {
            try CatalogCSV.export(items, format: format, to: path)
        } catch {
            console.error("\(error). The catalog itself is saved: 'cdscan export -o \(name ?? path)' writes it again.")
            return (ExitCode(error), nil)
        }
        // The discogs format holds the found releases only.
        let rows = format == .cdscan ? items.count : items.count { $0.status == .found && $0.album != nil }
        return (.success, "wrote \(rows == 1 ? "1 row" : "\(rows) rows") to \(name ?? path)")
    }
}
