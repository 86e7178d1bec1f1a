import Basics

/// One import at a time per index: a `FileLock` on `<index>.lock`, a lock file of cdscan's
/// own (anything else at that path is refused and left alone, see `FileLock`).
///
/// An import holds it from before it clears a partial file left beside the
/// index until its index is in place; `dump remove` holds it while it deletes.
/// A second import (or a remove) meanwhile stops at once with `importRunning`
/// rather than waiting: it would rebuild what the first is about to finish,
/// and a person who started two imports wants to hear so. Lookups take no
/// lock: they read the index in use, which an import never writes.
enum IndexLock {
    /// The lock file of the index at `indexPath`.
    static func path(for indexPath: String) -> String { indexPath + ".lock" }

    /// Takes the lock of the index at `indexPath`, creating its directory (0700) when missing.
    static func take(for indexPath: String) throws(DumpError) -> FileLock {
        let directory = PrivateFiles.directory(of: indexPath)
        do {
            try PrivateFiles.createDirectory(directory)
        } catch {
            throw .cannotCreate(path: directory, error)
        }
        do {
            return try FileLock(path: path(for: indexPath))
        } catch {
            switch error {
            case .held(let pid): throw .importRunning(path: indexPath, pid: pid)
            case .cannotLock(let reason): throw .cannotWrite(path: path(for: indexPath), reason: reason)
            case .notALockFile(let reason):
                throw .cannotWrite(
                    path: path(for: indexPath),
                    reason: "it is not a lock file of cdscan's (\(reason)), so cdscan leaves it alone; "
                        + "name another index with --index")
            }
        }
    }
}
