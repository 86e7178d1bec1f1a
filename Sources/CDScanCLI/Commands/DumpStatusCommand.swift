import CommandLineKit
import DumpIndex
import Foundation
import Presentation
import Workflows

/// `cdscan dump status`: what the index holds.
enum DumpStatusCommand {
    struct Options: DumpIndexOptions {
        var index: String?
        var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "dump status", abstract: "Say which dump the index holds: file, date, releases, barcodes, size.",
        positionals: .none, arguments: [],
        options: [DumpCommand.indexOption(), .flag("json", help: "Print one JSON object.") { $0.json = true }])

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        if let extra = arguments.first { throw UsageError("unexpected argument '\(extra)'", command: spec.name) }
        let status = try DumpIndex(path: DumpCommand.indexPath(options.index, context: context)).status
        context.console.out(options.json ? json(status) + "\n" : text(status))
        return .success
    }

    static func text(_ status: IndexStatus) -> String {
        let counts = status.counts
        let number = ImportProgressBar.grouped
        return """
            index:       \(status.path)
            dump file:   \(status.file)
            dump date:   \(status.dumpDate ?? "unknown")
            imported:    \(status.importedAt)
            releases:    \(number(counts.releases)) with barcodes (\(number(counts.releasesRead)) read, \
            \(number(counts.withoutBarcode)) without a barcode)
            barcodes:    \(number(counts.barcodes)) GTINs, \(number(counts.rawBarcodes)) values that are no valid GTIN (kept, not matched)
            tracklists:  \(status.tracklists ? "yes" : "no (import with --tracklists for --details)")
            size:        \(number(Int(status.bytes / 1024))) KiB

            """
    }

    static func json(_ status: IndexStatus) -> String {
        let object: [String: Any] = [
            "index": status.path, "file": status.file, "dump_date": status.dumpDate ?? NSNull(),
            "imported_at": status.importedAt, "releases_read": status.counts.releasesRead,
            "releases": status.counts.releases, "without_barcode": status.counts.withoutBarcode,
            "barcodes": status.counts.barcodes, "raw_barcodes": status.counts.rawBarcodes,
            "tracklists": status.tracklists, "bytes": status.bytes,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
