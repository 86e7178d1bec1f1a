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
        try CatalogStore.checkIsCatalog(at: source)
        if !force, FileManager.default.fileExists(atPath: databasePath) {
            throw CommandFailure(
                message: "the catalog \(databasePath) exists: add --force to replace it with \(shownAs) "
                    + "(first 'cdscan backup FILE' to keep it).", status: .cannotCreate)
        }
        let store = try CatalogStore(path: databasePath, create: true)
        let lock = try CatalogLock(databasePath: databasePath)
        try store.restore(from: source)
        let items = try store.allItems().count
        withExtendedLifetime(lock) {}
        context.console.message("restored \(Plural.count(items, "item")) from \(shownAs) into \(databasePath)")
        return .success
    }
}
