import Basics
import Catalog
import Presentation

/// `cdscan backup FILE`: the whole catalogue copied into one SQLite file with SQLite's online
/// backup API, so a catalog run may go on meanwhile.
package enum BackupRun {
    /// Copies the catalogue at `databasePath` (which must exist) to `output`, replaced atomically.
    ///
    /// A file already at `output` is replaced only when it is a catalogue of the user's (an
    /// earlier backup, say): a device, a FIFO, an empty or unrelated file is refused before
    /// anything is read (65) and left as it was. The backup is written 0600, as the catalogue.
    package static func run(databasePath: String, to output: OutputFile, context: CommandContext) throws -> ExitCode {
        var output = output
        switch output.destination {
        case .standardOutput: break
        case .regularFile(let path), .special(let path):
            if FileStatus(path: path) != nil { try CatalogStore.checkIsCatalogFile(at: path, shownAs: output.name) }
        }
        output.permissions = 0o600
        let store = try CatalogStore(path: databasePath, create: false, readOnly: true)
        let items = try store.allItems().count
        // A stop (Ctrl-C, SIGTERM, SIGHUP) lets the copy finish (its snapshot is removed either
        // way), writes nothing, says so and ends with 130 (143, 129), as every command does.
        return try StopWatch.stoppable(context) { context, signals in
            let bytes = try store.backupBytes()
            guard signals.count == 0 else {
                context.console.message(ItemNotes.backupInterrupted(output.name))
                return .interrupted
            }
            try output.write(bytes)
            if output.destination != .standardOutput {
                context.console.message(ItemNotes.backedUp(items, to: output.name))
            }
            return .success
        }
    }
}
