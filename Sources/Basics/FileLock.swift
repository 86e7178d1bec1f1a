#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// An exclusive `flock(2)` on a lock file of cdscan's own, taken without waiting and held
/// until the value goes.
///
/// The data dump index takes one per import (`IndexLock`), and the shared rate budget one
/// per update; the catalogue takes a `flock` on its database file itself (`CatalogLock`). A
/// `flock`, not POSIX locks, because those are dropped when SQLite (or anything else in the
/// process) closes any descriptor of the file; a `flock` belongs to the open file
/// description and ends with the process, so a killed holder (`kill -9`) never leaves one behind.
///
/// A lock file is cdscan's alone: opened with `O_NOFOLLOW`, created with `O_EXCL` (already
/// locked and holding its creator's process id, so no one ever sees it empty), and written
/// to or deleted only when it is a regular file of the user's with one name that holds a
/// process id and nothing else. Anything else at its path (a symbolic link, a device, a
/// `Cargo.lock`) is refused with `notALockFile` and left exactly as it was.
///
/// The file may be deleted by its holder (`removeFile`): a process that opened it just
/// before, and locks it once the holder lets go, would then hold a lock on a file no one
/// else can see, so taking the lock checks that the file locked is still the one at `path`,
/// and tries again when not. Not `Sendable`: the thread that locks holds it.
package final class FileLock {
    /// Why the lock was not taken.
    package enum Failure: Error, Equatable, Sendable {
        /// Another open file description holds it; `pid` is what the holder wrote, when it did.
        case held(pid: Int32?)
        /// The lock file could not be opened, made or locked; `reason` is strerror's text.
        case cannotLock(reason: String)
        /// Something that is no lock file of cdscan's is at the lock file's path; `reason`
        /// says what ("it is a symbolic link"). It was not changed.
        case notALockFile(reason: String)
    }

    /// The lock file.
    package let path: String
    private let descriptor: Int32

    /// The most a lock file holds: a process id and a newline.
    private static let largestLockFile: Int64 = 16

    /// Takes the lock on the lock file at `path` (created 0600 when missing) and writes this
    /// process's id into it; without waiting (`held` when another has it) unless `waiting`.
    ///
    /// `waiting` is for locks held only for a moment (the shared rate budget's file, read and
    /// written under one): another cdscan lets go within microseconds, so the wait is not
    /// worth a timeout.
    package init(path: String, waiting: Bool = false) throws(Failure) {
        self.path = path
        descriptor = try Self.lock(path, attempts: 8, waiting: waiting)
        let text = Array("\(getpid())\n".utf8)
        // Written over the old id, then cut to length: the file never reads empty.
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        _ = ftruncate(descriptor, off_t(text.count))
    }

    deinit {
        close(descriptor)  // releases the flock
    }

    /// Deletes the lock file (still holding the lock until the value goes), when it is still
    /// the one locked.
    package func removeFile() {
        guard Self.isStill(descriptor, at: path) else { return }
        unlink(path)
    }

    private static func lock(_ path: String, attempts: Int, waiting: Bool) throws(Failure) -> Int32 {
        for _ in 0..<attempts {
            guard let descriptor = try openOrCreate(path) else { continue }
            let operation = waiting ? LOCK_EX : LOCK_EX | LOCK_NB
            guard SystemCall.retryingEINTR({ flock(descriptor, operation) }) == 0 else {
                let failure: Failure =
                    errno == EWOULDBLOCK ? .held(pid: holder(descriptor)) : .cannotLock(reason: lastError())
                close(descriptor)
                throw failure
            }
            guard isStill(descriptor, at: path) else {
                close(descriptor)  // the holder deleted the file meanwhile: lock the new one
                continue
            }
            // Held now, so no cdscan is writing it: what it holds says whether cdscan made it.
            if let reason = notALockFile(descriptor) {
                close(descriptor)
                throw .notALockFile(reason: reason)
            }
            return descriptor
        }
        throw .cannotLock(reason: "the lock file keeps being replaced")
    }

    /// The lock file at `path` opened for reading and writing, made when missing; nil when
    /// another process made it meanwhile (try again). A path that is no regular file of the
    /// user's is never opened: opening a device or a FIFO may already do something.
    private static func openOrCreate(_ path: String) throws(Failure) -> Int32? {
        guard let named = FileStatus(path: path) else {
            guard errno == ENOENT else { throw .cannotLock(reason: lastError()) }
            return try create(path)
        }
        if let reason = named.refusal(allowingEmpty: true, allowingHardLinks: true) {
            throw .notALockFile(reason: reason)
        }
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw errno == ELOOP ? .notALockFile(reason: "it is a symbolic link") : .cannotLock(reason: lastError())
        }
        guard let opened = FileStatus(descriptor: descriptor), opened.isSameFile(as: named) else {
            close(descriptor)
            return nil  // replaced between the look and the open
        }
        return descriptor
    }

    /// Makes the lock file at `path`, already locked and holding this process's id: written in
    /// a new file of a name of its own (`O_EXCL`), then linked into place, which fails rather
    /// than replace anything there. Nil when something appeared at `path` meanwhile.
    private static func create(_ path: String) throws(Failure) -> Int32? {
        let name = path.split(separator: "/").last.map(String.init) ?? "lock"
        let temporary =
            FilePaths.directory(of: path) + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotLock(reason: lastError()) }
        defer { unlink(temporary) }
        let text = Array("\(getpid())\n".utf8)
        guard SystemCall.writeAll(text, to: descriptor) == nil,
            SystemCall.retryingEINTR({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0
        else {
            let reason = lastError()
            close(descriptor)
            throw .cannotLock(reason: reason)
        }
        guard link(temporary, path) == 0 else {
            let failed = errno
            close(descriptor)
            if failed == EEXIST { return nil }
            throw .cannotLock(reason: String(cString: strerror(failed)))
        }
        return descriptor
    }

    /// Why the locked file open on `descriptor` is no lock file of cdscan's, or nil when it is
    /// one: a regular file of the user's with one name, holding a process id and a newline.
    private static func notALockFile(_ descriptor: Int32) -> String? {
        guard let status = FileStatus(descriptor: descriptor) else { return lastError() }
        if let reason = status.refusal() { return reason }
        guard status.size <= largestLockFile else { return "it holds more than a process id" }
        var buffer = [UInt8](repeating: 0, count: Int(largestLockFile))
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let text = buffer.prefix(max(0, count))
        let digits = text.prefix { (0x30...0x39).contains($0) }
        guard !digits.isEmpty, text.dropFirst(digits.count).elementsEqual([0x0A]) else {
            return "it holds more than a process id"
        }
        return nil
    }

    /// Whether `descriptor` is the file now at `path` (same device and inode).
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        guard let open = FileStatus(descriptor: descriptor), let named = FileStatus(path: path) else { return false }
        return open.isSameFile(as: named)
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
