import Basics
import CommandLineKit
import DumpIndex
import Workflows

/// `cdscan dump import FILE|-`: a Discogs releases dump into the index.
enum DumpImportCommand: Command {
    struct Options: DumpIndexOptions, ParsableOptions {
        @Option(.dumpIndexFile) var index: String? = nil
        @Option(.text("date", "YYYY-MM-DD", help: "The dump's date (default: from the file name)."))
        var date: String? = nil
        @Option(
            .flag(
                "tracklists", help: "Keep tracklists, credits and notes too, so --details answers offline.", sets: true)
        )
        var tracklists = false
    }

    static let spec = CommandSpec<Options>(
        name: "dump import",
        abstract: "Build the index from a Discogs releases dump (.xml.gz, .xml, or - for stdin).",
        positionals: .each,
        arguments: [("file", "discogs_YYYYMMDD_releases.xml.gz, a plain .xml, or - for standard input.")],
        discussion: """
            The new index is built beside the one in use and replaces it only when the whole
            file has been read: Ctrl-C, kill -9 or a bad file leave the index in use untouched.
            Stopped by Ctrl-C, it ends with \(ExitCode.stoppedStatuses).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let file = arguments[0]
        let request = ImportRequest(
            file: file == "-" ? file : FilePaths.resolve(file, in: context.directory),
            indexPath: DumpCommand.indexPath(options.index, context: context), date: options.date,
            tracklists: options.tracklists)
        return try DumpImportRun.run(request, context: context)
    }
}
