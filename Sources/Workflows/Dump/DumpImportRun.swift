import Basics
import DumpIndex
import Presentation

/// `cdscan dump import`: a Discogs releases dump read into the index, a progress bar meanwhile.
package enum DumpImportRun {
    /// Imports `request`; Ctrl-C or SIGTERM stops it at the next chunk, the index in use untouched.
    package static func run(_ request: ImportRequest, context: CommandContext) throws -> ExitCode {
        let bar = ImportProgressBar(console: context.console, time: context.time)
        defer { bar.clear() }
        let signals = context.stopSignals.makeCounter(false)
        let status = try signals.counting { () throws(DumpError) in
            try DumpImporter.run(
                request, observer: bar, shouldStop: { signals.request != .none }, clock: context.time.now)
        }
        bar.clear()
        let counts = status.counts
        context.console.message(
            "imported \(ImportProgressBar.grouped(counts.releases)) releases with "
                + "\(ImportProgressBar.grouped(counts.barcodes)) barcodes (of "
                + "\(ImportProgressBar.grouped(counts.releasesRead)) read) into \(status.path)")
        // After the import, not before: a bad file says one line, its error.
        if status.dumpDate == nil { context.console.message(unknownDateHint(file: request.file)) }
        return .success
    }

    /// The hint for a dump whose date nothing gives: `dump status` then says "unknown", and
    /// the answers from the index carry no date (the card's "Dump of ...").
    static func unknownDateHint(file: String) -> String {
        let source =
            file == "-"
            ? "standard input has no file name to read it from"
            : "\(file) has no discogs_YYYYMMDD in its name"
        return "the dump's date is unknown: \(source); "
            + "pass --date YYYY-MM-DD (the date in discogs_YYYYMMDD_releases.xml.gz)"
    }
}
