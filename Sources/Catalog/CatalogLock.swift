import Glibc

/// One writer per catalog: an exclusive `flock` on `<catalog>.lock`, held until released.
///
/// A sidecar file, because POSIX locks on the database file itself would be dropped when
/// SQLite (or anything else) closes any descriptor of it; `flock` locks belong to the open
/// file description and end with the process, so a killed cdscan never leaves one behind.
/// Readers (`export`, `items list`) take no lock: SQLite's WAL lets them read meanwhile.
/// The holder writes its process id into the file, so the next one can say who it is.
/// Not `Sendable`: the process that locks holds it.
public final class CatalogLock {
    /// The lock file.
    public let path: String
    private let descriptor: Int32

    /// The lock file of the catalog at `databasePath`.
    public static func lockPath(for databasePath: String) -> String { databasePath + ".lock" }

    /// Takes the lock of the catalog at `databasePath` without waiting; throws `inUse` (with
    /// the holder's process id) when another process has it. Creates the catalog's directory
    /// (0700) and the lock file (0600) when missing.
    public init(databasePath: String) throws(CatalogError) {
        path = Self.lockPath(for: databasePath)
        try PrivateFiles.createDirectory(PrivateFiles.directory(of: databasePath))
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: PrivateFiles.lastError()) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let reason = PrivateFiles.lastError()
            let busy = errno == EWOULDBLOCK
            let holder = Self.holder(descriptor)
            close(descriptor)
            throw busy ? .inUse(path: databasePath, pid: holder) : .cannotWrite(path: path, reason: reason)
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)  // releases the flock
    }

    /// The process id the holder wrote, when it did.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        return Int32(String(text.prefix { $0.isASCII && $0.isNumber }))
    }
}

@available(*, unavailable)
extension CatalogLock: Sendable {}
