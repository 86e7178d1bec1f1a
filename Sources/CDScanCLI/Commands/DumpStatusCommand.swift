import CommandLineKit
import DumpIndex
import Presentation
import Workflows

/// `cdscan dump status`: what the index holds.
enum DumpStatusCommand: Command {
    struct Options: DumpIndexOptions, ParsableOptions {
        @Option(.dumpIndexFile) var index: String? = nil
        @Option(.flag("json", help: "Print one JSON object.", sets: true)) var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "dump status", abstract: "Say which dump the index holds: file, date, releases, barcodes, size.")

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let status = try DumpIndex(path: DumpCommand.indexPath(options.index, context: context)).status
        context.console.out(options.json ? IndexStatusText.json(status) + "\n" : IndexStatusText.text(status))
        return .success
    }
}
