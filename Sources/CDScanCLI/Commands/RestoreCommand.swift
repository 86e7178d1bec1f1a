import Basics
import Catalog
import CommandLineKit
import Foundation
import Workflows

/// `cdscan restore FILE`: replaces the catalogue with a backup (or any cdscan catalogue).
enum RestoreCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(
            .flag(
                "force", help: "Replace a catalogue that exists (without it, restore only makes a new one).", sets: true
            ))
        var force = false
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "restore", abstract: "Replace the catalogue with a backup made by 'cdscan backup'.",
        positionals: .each, arguments: [("file", "The backup file (or any cdscan catalogue).")],
        discussion: """
            FILE is checked first: one that is not a cdscan catalogue, is damaged or was
            written by a newer cdscan changes nothing (exit 65). Without --force a catalogue
            that exists is never replaced (exit 73); back it up first. Restoring takes the
            catalogue's one-writer lock (exit 75 while another cdscan writes to it). Ctrl-C
            lets the restore finish, never half done, then ends with
            \(ExitCode.stoppedStatuses).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let source = FilePaths.resolve(arguments[0], in: context.directory)
        let databasePath = context.databasePath(options.database)
        if OutputFile.followingLinks(source) == OutputFile.followingLinks(databasePath) {
            throw UsageError("\(arguments[0]) is the catalogue itself: nothing to restore", command: spec.name)
        }
        return try RestoreRun.run(
            source: source, shownAs: arguments[0], databasePath: databasePath, force: options.force, context: context)
    }
}
