import Basics
import Glibc

/// One writer per catalog: an exclusive `flock` on a lock file named from the catalogue
/// file's device and inode, beside it, held until released.
///
/// The lock belongs to the file, not to its name: a run through a symbolic link locks the
/// file the link leads to, and a catalogue with another hard link is refused (`CatalogFile`),
/// so no second name can get a second writer. The lock file is a `FileLock`: opened with
/// `O_NOFOLLOW`, made with `O_EXCL`, never a file cdscan did not make (a symbolic link to
/// someone's file, an unrelated `Cargo.lock`), and its name (`.catalog.sqlite.2049-1234.lock`)
/// is no file anyone else would have. Not a lock on the database file itself: the lock's
/// descriptor would be closed in the process that has SQLite connections to it, and closing
/// any descriptor of a file drops all the process's POSIX locks on it, SQLite's included.
/// Readers (`export`, `items list`) take no lock: SQLite's WAL lets them read meanwhile.
/// Not `Sendable`: the process that locks holds it.
package final class CatalogLock {
    /// The lock file.
    package let path: String
    private let lock: FileLock

    /// The lock file of the catalogue file `file`, which is at `target` (links followed).
    static func lockPath(target: String, file: FileStatus) -> String {
        let name = target.split(separator: "/").last.map(String.init) ?? "catalog"
        return PrivateFiles.directory(of: target) + "/.\(name).\(file.device)-\(file.inode).lock"
    }

    /// Takes the lock of the catalog at `databasePath` without waiting: it must exist and be a
    /// regular file of the user's with one name (`missing` or `notACatalog` otherwise); throws
    /// `inUse` (with the holder's process id) when another process has it. Only the file
    /// system is asked: the file is not opened, since SQLite may have it open in this process.
    package init(databasePath: String) throws(CatalogError) {
        let target = CatalogFile.target(of: databasePath)
        guard let file = FileStatus(path: target) else { throw .missing(path: databasePath) }
        if let reason = file.refusal() { throw .notACatalog(path: databasePath, reason: reason) }
        path = Self.lockPath(target: target, file: file)
        do {
            lock = try FileLock(path: path)
        } catch {
            switch error {
            case .held(let pid): throw .inUse(path: databasePath, pid: pid)
            case .cannotLock(let reason), .notALockFile(let reason): throw .cannotWrite(path: path, reason: reason)
            }
        }
        // Locked the file that was looked at, not one put at its path meanwhile.
        guard let now = FileStatus(path: target), now.isSameFile(as: file), now.links == 1 else {
            throw .cannotWrite(path: databasePath, reason: "the catalogue was replaced while cdscan locked it")
        }
    }
}

@available(*, unavailable)
extension CatalogLock: Sendable {}
