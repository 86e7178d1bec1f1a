import Catalog
import Foundation
import Presentation

/// `cdscan restore FILE`: the catalogue replaced by a backup (or any cdscan catalogue), under
/// the catalogue's one-writer lock.
package enum RestoreRun {
    /// Restores `source` (shown as `shownAs`) into `databasePath`.
    ///
    /// `source` is checked first, so a file that is no catalogue changes nothing (65); a
    /// catalogue that exists is replaced only with `force` (else 73).
    package static func run(source: String, shownAs: String, databasePath: String, force: Bool, context: CommandContext)
        throws -> ExitCode
    {
        guard FileManager.default.fileExists(atPath: source) else { throw CommandFailure.noSuchBackup(path: shownAs) }
        try CatalogStore.checkIsCatalog(at: source)
        if !force, FileManager.default.fileExists(atPath: databasePath) {
            throw CommandFailure.catalogExists(database: databasePath, backup: shownAs)
        }
        // A stop (Ctrl-C, SIGTERM, SIGHUP) lets the restore, one step, finish: the catalogue is
        // never half replaced; then it is said and the run ends with 130 (143, 129).
        return try StopWatch.stoppable(context) { context, signals in
            let store = try CatalogStore(path: databasePath, create: true)
            try store.lockForWriting()
            try store.restore(from: source)
            let items = try store.allItems().count
            context.console.message(ItemNotes.restored(items, from: shownAs, into: databasePath))
            guard signals.count > 0 else { return .success }
            context.console.message(ItemNotes.restoreInterrupted)
            return .interrupted
        }
    }
}
