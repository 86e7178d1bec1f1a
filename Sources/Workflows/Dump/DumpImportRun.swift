import Basics
import DumpIndex
import Presentation

/// `cdscan dump import`: a Discogs releases dump read into the index, a progress bar meanwhile.
package enum DumpImportRun {
    /// Imports `request`; Ctrl-C or SIGTERM stops it at the next chunk, the index in use untouched.
    package static func run(_ request: ImportRequest, context: CommandContext) throws -> ExitCode {
        let bar = ImportProgressBar(console: context.console, time: context.time)
        defer { bar.clear() }
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
        return .success
    }

    /// SIGINT and SIGTERM while the import runs: it stops at the next chunk, the index in use untouched.
    private static let signals = SignalCounter()
}
