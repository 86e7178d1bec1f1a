#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// An exclusive `flock(2)` on a lock file, taken without waiting and held until the value goes.
///
/// The data dump index takes one per import (`IndexLock`); `CatalogLock` does
/// the same for the catalogue and can be built on this one. A sidecar file,
/// not POSIX locks on the database, because those are dropped when SQLite (or
/// anything else in the process) closes any descriptor of that file; a `flock`
/// belongs to the open file description and ends with the process, so a
/// killed holder (`kill -9`) never leaves one behind. The holder writes its
/// process id into the file, so that the next one can say who has it.
///
/// The file may be deleted by its holder (`removeFile`): a process that
/// opened it just before, and locks it once the holder lets go, would then
/// hold a lock on a file no one else can see, so taking the lock checks that
/// the file locked is still the one at `path`, and tries again when not.
/// Not `Sendable`: the thread that locks holds it.
public final class FileLock {
    /// Why the lock was not taken.
    public enum Failure: Error, Equatable, Sendable {
        /// Another open file description holds it; `pid` is what the holder wrote, when it did.
        case held(pid: Int32?)
        /// The lock file could not be opened or locked; `reason` is strerror's text.
        case cannotLock(reason: String)
    }

    /// The lock file.
    public let path: String
    private let descriptor: Int32

    /// Takes the lock on `path` (created 0600 when missing) without waiting.
    public init(path: String) throws(Failure) {
        self.path = path
        descriptor = try Self.lock(path, attempts: 8)
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)  // releases the flock
    }

    /// Deletes the lock file (still holding the lock until the value goes).
    public func removeFile() {
        unlink(path)
    }

    private static func lock(_ path: String, attempts: Int) throws(Failure) -> Int32 {
        for _ in 0..<attempts {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw .cannotLock(reason: lastError()) }
            guard SystemCall.retryingEINTR({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
                let failure: Failure =
                    errno == EWOULDBLOCK ? .held(pid: holder(descriptor)) : .cannotLock(reason: lastError())
                close(descriptor)
                throw failure
            }
            if isStill(descriptor, at: path) { return descriptor }
            close(descriptor)  // the holder deleted the file meanwhile: lock the new one
        }
        throw .cannotLock(reason: "the lock file keeps being replaced")
    }

    /// Whether `descriptor` is the file now at `path` (same device and inode).
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &named) == 0 && open.st_dev == named.st_dev
            && open.st_ino == named.st_ino
    }

    /// The process id the holder wrote, when it did.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer.prefix(count).prefix { (0x30...0x39).contains($0) }, as: UTF8.self))
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

@available(*, unavailable) extension FileLock: Sendable {}
