import Basics
import Catalog
import CommandLineKit
import Foundation
import Presentation
import Workflows

/// `cdscan restore FILE`: replaces the catalogue with a backup (or any cdscan catalogue).
enum RestoreCommand {
    struct Options: CatalogDatabaseOption {
        var database: String?
        var force = false
    }

    static let spec = CommandSpec<Options>(
        name: "restore", abstract: "Replace the catalogue with a backup made by 'cdscan backup'.",
        positionals: .optional, arguments: [("file", "The backup file (or any cdscan catalogue).")],
        options: [
            .flag("force", help: "Replace a catalogue that exists (without it, restore only makes a new one).") {
                $0.force = true
            },
            .database,
        ],
        discussion: """
            FILE is checked first: one that is not a cdscan catalogue, is damaged or was
            written by a newer cdscan changes nothing (exit 65). Without --force a catalogue
            that exists is never replaced (exit 73); back it up first. Restoring takes the
            catalogue's one-writer lock (exit 75 while another cdscan writes to it).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard arguments.count == 1 else {
            throw UsageError(
                arguments.isEmpty ? "missing expected argument '<file>'" : "unexpected argument '\(arguments[1])'",
                command: spec.name)
        }
        let source = FilePaths.resolve(arguments[0], in: context.directory)
        let databasePath = context.databasePath(options.database)
        guard FileManager.default.fileExists(atPath: source) else {
            throw CommandFailure(message: "cannot read \(arguments[0]): there is no such file.", status: .noInput)
        }
        if OutputFile.followingLinks(source) == OutputFile.followingLinks(databasePath) {
            throw UsageError("\(arguments[0]) is the catalogue itself: nothing to restore", command: spec.name)
        }
        try CatalogStore.checkIsCatalog(at: source)
        let lock = try CatalogLock(databasePath: databasePath)
        if !options.force, FileManager.default.fileExists(atPath: databasePath) {
            throw CommandFailure(
                message: "the catalog \(databasePath) exists: add --force to replace it with \(arguments[0]) "
                    + "(first 'cdscan backup FILE' to keep it).", status: .cannotCreate)
        }
        let store = try CatalogStore(path: databasePath, create: true)
        try store.restore(from: source)
        let items = try store.allItems().count
        withExtendedLifetime(lock) {}
        context.console.message("restored \(Plural.count(items, "item")) from \(arguments[0]) into \(databasePath)")
        return .success
    }
}
