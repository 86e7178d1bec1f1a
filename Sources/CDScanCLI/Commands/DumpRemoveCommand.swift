import CommandLineKit
import DumpIndex
import Workflows

/// `cdscan dump remove`: deletes the index.
enum DumpRemoveCommand: Command {
    struct Options: DumpIndexOptions, ParsableOptions {
        @Option(.dumpIndexFile) var index: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "dump remove", abstract: "Delete the index (lookups then ask the services again).")

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let path = DumpCommand.indexPath(options.index, context: context)
        let removed = try DumpIndex.remove(at: path)
        context.console.message(removed ? "removed \(path)" : "there was no index at \(path)")
        return .success
    }
}
