import Basics
import Glibc

/// One writer per catalog: an exclusive `flock` on the catalogue's database file itself, held
/// on a descriptor of its own until released.
///
/// The lock belongs to the file, not to any of its names: a second run through another name
/// (the file renamed while a run writes it, a symbolic link, a bind mount of it) locks the same
/// open file, by device and inode, and is refused. A lock file beside the path (cdscan's
/// before) followed names: renamed, the catalogue got a second lock file of the new name, a
/// second writer, and SQLite (which names the WAL after the path it opened) a second WAL, so
/// the first run's commits were lost. A `flock` is no POSIX lock: SQLite's `fcntl` locks on
/// the same file neither see it nor are seen by it, and it ends with the process (`kill -9`).
///
/// The file is opened `O_NOFOLLOW | O_NONBLOCK` once its symbolic links are followed, checked
/// by `fstat` to be the regular file of the user's with one name that was looked at, and
/// never read or written through this descriptor. Closing a descriptor of a file drops every
/// POSIX lock the process holds on it, SQLite's included, so the lock must outlive the
/// store's connection: ``CatalogStore/lockForWriting()`` keeps it until the connection is
/// closed. While held, ``checkStillNamed()`` says whether the catalogue's path still leads
/// to the locked file: a run whose file was renamed or replaced under it stops before it
/// writes more. Readers (`export`, `items list`) take no lock: SQLite's WAL lets them read
/// meanwhile. Not `Sendable`: the process that locks holds it.
package final class CatalogLock {
    /// The catalogue's path as given (for messages).
    package let databasePath: String
    /// The file locked, as the path's links led to it when it was locked.
    package let target: String
    /// The locked file's device and inode.
    package let file: FileStatus
    private let descriptor: Int32

    /// Takes the lock of the catalog at `databasePath` without waiting: it must exist and be a
    /// regular file of the user's with one name (`missing` or `notACatalog` otherwise); throws
    /// `inUse` (with the holder's process id, when the kernel says it) when another open file
    /// has it, whatever name that one was opened by.
    package init(databasePath: String) throws(CatalogError) {
        self.databasePath = databasePath
        target = CatalogFile.target(of: databasePath)
        guard let named = FileStatus(path: target) else { throw .missing(path: databasePath) }
        if let reason = named.refusal() { throw .notACatalog(path: databasePath, reason: reason) }
        let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missing(path: databasePath) }
            throw .cannotWrite(path: databasePath, reason: PrivateFiles.lastError())
        }
        // Locked the file that was looked at, not one put at its path meanwhile.
        guard let opened = FileStatus(descriptor: descriptor), opened.isSameFile(as: named), opened.links == 1 else {
            close(descriptor)
            throw .cannotWrite(path: databasePath, reason: "the catalogue was replaced while cdscan locked it")
        }
        guard SystemCall.retryingEINTR({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
            let failed = errno
            close(descriptor)
            guard failed == EWOULDBLOCK else {
                throw .cannotWrite(path: databasePath, reason: String(cString: strerror(failed)))
            }
            throw .inUse(path: databasePath, pid: Self.holder(of: opened))
        }
        self.descriptor = descriptor
        file = opened
    }

    deinit {
        close(descriptor)  // releases the flock
    }

    /// Throws `replaced` when the catalogue's path no longer leads to the locked file (it was
    /// renamed, moved, deleted or replaced): what the run writes next would go to a file no
    /// one finds under that name, beside a WAL named after the old one.
    package func checkStillNamed() throws(CatalogError) {
        guard let now = FileStatus(path: target), now.isSameFile(as: file) else {
            throw .replaced(path: databasePath)
        }
    }

    /// The process holding a `flock` on `file`, as `/proc/locks` says (nil when it does not).
    private static func holder(of file: FileStatus) -> Int32? {
        let locks = open("/proc/locks", O_RDONLY | O_CLOEXEC)
        guard locks >= 0 else { return nil }
        defer { close(locks) }
        guard let bytes = try? BoundedRead.all(locks, limit: 1 << 22) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let major = (file.device >> 8) & 0xfff | (file.device >> 32) & ~UInt64(0xfff)
        let minor = file.device & 0xff | (file.device >> 12) & ~UInt64(0xff)
        let id =
            String(major, radix: 16, uppercase: false).leftPadded(to: 2) + ":"
            + String(minor, radix: 16, uppercase: false).leftPadded(to: 2) + ":\(file.inode)"
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE", fields[5] == id else { continue }
            return Int32(fields[4])
        }
        return nil
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

@available(*, unavailable)
extension CatalogLock: Sendable {}
