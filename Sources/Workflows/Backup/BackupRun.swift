import Basics
import Catalog

/// `cdscan backup FILE`: the whole catalogue copied into one SQLite file with SQLite's online
/// backup API, so a catalog run may go on meanwhile.
public enum BackupRun {
    /// Copies the catalogue at `databasePath` (which must exist) to `output`, replaced atomically.
    public static func run(databasePath: String, to output: OutputFile, context: CommandContext) throws -> ExitCode {
        let store = try CatalogStore(path: databasePath, create: false)
        let items = try store.allItems().count
        try output.write(try store.backupBytes())
        if output.destination != .standardOutput {
            context.console.message("backed up \(Plural.count(items, "item")) to \(output.name)")
        }
        return .success
    }
}
