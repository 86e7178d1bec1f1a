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
            LookupNotes.imported(
                releases: counts.releases, barcodes: counts.barcodes, read: counts.releasesRead,
                catalogNumberOnly: counts.catalogNumberOnly, into: status.path))
        // After the import, not before: a bad file says one line, its error.
        if status.dumpDate == nil { context.console.message(LookupNotes.unknownDumpDate(file: request.file)) }
        return .success
    }
}
