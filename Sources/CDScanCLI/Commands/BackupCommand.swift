import Catalog
import CommandLineKit
import Workflows

/// `cdscan backup FILE`: the whole catalogue as one SQLite file (SQLite's online backup API).
enum BackupCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "backup", abstract: "Copy the whole catalogue into one file, consistently, even while it is in use.",
        positionals: .each, arguments: [("file", "The backup file ('-': standard output).")],
        discussion: """
            The backup is a cdscan catalogue itself (SQLite, one file): 'cdscan restore FILE'
            brings it back, and '--db FILE' reads it as it is. It is taken with SQLite's
            online backup API, so a catalog run may go on meanwhile. FILE is replaced
            atomically; it cannot be the catalogue itself (exit 64). Ctrl-C lets the copy
            finish, writes nothing and ends with \(ExitCode.stoppedStatuses).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let databasePath = context.databasePath(options.database)
        guard let output = try context.outputFile(arguments[0], database: databasePath) else { return .software }
        return try BackupRun.run(databasePath: databasePath, to: output, context: context)
    }
}
