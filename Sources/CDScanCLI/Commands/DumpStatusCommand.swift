import CommandLineKit
import DumpIndex
import Presentation
import Workflows

/// `cdscan dump status`: what the index holds.
enum DumpStatusCommand: Command {
    struct Options: DumpIndexOptions {
        var index: String?
        var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "dump status", abstract: "Say which dump the index holds: file, date, releases, barcodes, size.",
        options: [DumpCommand.indexOption(), .flag("json", help: "Print one JSON object.") { $0.json = true }])

    static var defaults: Options { Options() }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let status = try DumpIndex(path: DumpCommand.indexPath(options.index, context: context)).status
        context.console.out(options.json ? IndexStatusText.json(status) + "\n" : IndexStatusText.text(status))
        return .success
    }
}
