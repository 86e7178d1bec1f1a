import Basics

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// When recent requests to one API host were sent, and the limit it announced, kept in a small
/// file that every cdscan process of the user reads and writes under a lock: two terminals
/// running `cdscan catalog` against the same Discogs share one rate budget, so together they
/// stay under the limit instead of each spending the whole of it (and meeting 429s).
///
/// The file is named after the API's host (`rate-budget-api.discogs.com`), never after the
/// token, and holds times and a number only: a token is in no name and no byte of it. Two
/// tokens on one host share a budget, which only ever errs on the slow side.
///
/// It is cdscan's alone, with the rules of its other files: opened with `O_NOFOLLOW`, created
/// 0600 with `O_EXCL`, and read or rewritten only when it is a regular file of the user's with
/// one name that begins with `header`. Anything else at its path (a symbolic link, a device,
/// someone's notes) is refused, left as it was, and the limiter keeps its own count. The lock
/// is a `FileLock` on a sidecar file, held only while the file is read and rewritten.
///
/// Times are wall-clock seconds since 1970: the monotonic clock starts again at each boot,
/// and the file outlives processes. An entry from the future (the clock was set back) is
/// dropped by the limiter rather than believed.
package final class SharedRequestLog: Sendable {
    /// What the file holds.
    package struct Contents: Sendable, Equatable {
        /// The last limit a response announced (`X-Discogs-Ratelimit`); nil until one did.
        package var limit: Int?
        /// Send times (wall clock) of requests that may still count, in any order.
        package var sent: [Double]

        package init(limit: Int? = nil, sent: [Double] = []) {
            self.limit = limit
            self.sent = sent
        }
    }

    /// Why the file could not be used.
    package enum Failure: Error, Equatable, Sendable {
        /// Something that is no budget file of cdscan's is at its path; it was not changed.
        case notABudgetFile(path: String, reason: String)
        /// It could not be opened, made, locked or written.
        case unusable(path: String, reason: String)
    }

    /// The first line of every budget file, by which cdscan knows its own.
    static let header = "cdscan rate budget 1"
    /// The most a budget file may hold: a time is at most 20 bytes, and `RateLimiter.maxLimit` are kept.
    static let largestFile = 256 * 1024

    /// The budget file.
    package let path: String
    /// Its lock file, beside it.
    let lockPath: String

    /// The budget file for the API at `baseURL`, in `directory` (cdscan's data folder).
    package init(directory: String, baseURL: String) {
        let name = "rate-budget-" + Self.hostName(of: baseURL)
        path = directory + "/" + name
        lockPath = directory + "/." + name + ".lock"
    }

    /// The host and port of `baseURL` as a file name: "api.discogs.com", "127.0.0.1_8080";
    /// anything but letters, digits, '.' and '-' becomes '_'.
    static func hostName(of baseURL: String) -> String {
        var rest = Substring(baseURL)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        // Credentials in a URL (user:password@host) are no part of the name.
        let host = authority.split(separator: "@").last.map(String.init) ?? ""
        let safe = host.lowercased().map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || character == "." || character == "-")
                ? character : "_"
        }
        let name = String(safe.prefix(100))
        return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "unnamed" : name
    }

    /// Runs `body` on the file's contents with the lock held, and writes back what it leaves
    /// when that changed. The file is made (empty) when missing.
    package func update<Result>(_ body: (inout Contents) -> Result) throws(Failure) -> Result {
        let lock: FileLock
        do {
            lock = try FileLock(path: lockPath, waiting: true)
        } catch {
            throw .unusable(path: lockPath, reason: Self.describe(error))
        }
        defer { withExtendedLifetime(lock) {} }
        let descriptor = try open()
        defer { close(descriptor) }
        let before = try read(descriptor)
        var contents = before
        let result = body(&contents)
        if contents != before { try write(contents, to: descriptor) }
        return result
    }

    /// The file opened for reading and writing, made 0600 when missing (under the lock, so no
    /// other cdscan makes it meanwhile); refused when it is no regular file of the user's.
    private func open() throws(Failure) -> Int32 {
        if let named = FileStatus(path: path), let reason = named.refusal(allowingEmpty: true) {
            throw .notABudgetFile(path: path, reason: reason)
        }
        var descriptor = Glibc.open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .notABudgetFile(path: path, reason: "it is a symbolic link") }
            throw .unusable(path: path, reason: Self.lastError())
        }
        // What was opened is checked, not only what was looked at: it may have been replaced between.
        guard let opened = FileStatus(descriptor: descriptor) else {
            let reason = Self.lastError()
            close(descriptor)
            throw .unusable(path: path, reason: reason)
        }
        if let reason = opened.refusal(allowingEmpty: true) {
            close(descriptor)
            throw .notABudgetFile(path: path, reason: reason)
        }
        return descriptor
    }

    /// The contents of the open file: empty when it is (just made); refused when it does not
    /// begin with `header`. Lines that are no time are skipped (a write cut short by a crash).
    private func read(_ descriptor: Int32) throws(Failure) -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.all(descriptor, limit: Self.largestFile)
        } catch .tooLarge {
            throw .notABudgetFile(path: path, reason: "it is larger than a budget file can be")
        } catch {
            throw .unusable(path: path, reason: Self.lastError())
        }
        guard !bytes.isEmpty else { return Contents() }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(Self.header) else {
            throw .notABudgetFile(path: path, reason: "it is no rate budget file of cdscan's")
        }
        var contents = Contents()
        for line in lines.dropFirst() {
            if line.hasPrefix("limit ") {
                contents.limit = Int(line.dropFirst(6)).flatMap { $0 > 0 ? $0 : nil }
            } else if let time = Double(line), time.isFinite, contents.sent.count < RateLimiter.maxLimit {
                contents.sent.append(time)
            }
        }
        return contents
    }

    /// Rewrites the open file with `contents`: written over the old text, then cut to length,
    /// so another cdscan (which waits for the lock) never reads it half done.
    private func write(_ contents: Contents, to descriptor: Int32) throws(Failure) {
        var text = Self.header + "\n"
        if let limit = contents.limit { text += "limit \(limit)\n" }
        for time in contents.sent.suffix(RateLimiter.maxLimit) { text += "\(time)\n" }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard written == bytes.count, ftruncate(descriptor, off_t(bytes.count)) == 0 else {
            throw .unusable(path: path, reason: Self.lastError())
        }
    }

    private static func describe(_ failure: FileLock.Failure) -> String {
        switch failure {
        case .held: "it is locked"
        case .cannotLock(let reason), .notALockFile(let reason): reason
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

extension SharedRequestLog.Failure {
    /// The budget file's path, for a message (escape it: it comes from the environment).
    package var path: String {
        switch self {
        case .notABudgetFile(let path, _), .unusable(let path, _): path
        }
    }

    /// Why it is not used: "it is a symbolic link".
    package var reason: String {
        switch self {
        case .notABudgetFile(_, let reason), .unusable(_, let reason): reason
        }
    }
}
