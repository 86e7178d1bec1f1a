import Basics

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// `--key-file`: a pairing key kept across starts, so a phone's bookmark of the page (or its
/// cookie) still works the next time.
///
/// When the file is absent, cdscan makes it: a new key, mode 0600, written under a temporary
/// name made with `O_EXCL` and linked to its name (a run that finds the name taken reads what is
/// there). When present, it is opened without following a symbolic link and used only when it
/// is a regular file of the user's that nobody else may read or write, holding a key (32
/// lowercase hexadecimal digits, a newline allowed after them). It is never rewritten.
package struct PairingKeyFile: Sendable {
    package let path: String
    /// The longest file read: a key and a newline, with room for a person's stray spaces.
    static let sizeLimit = 256

    package init(path: String) { self.path = path }

    /// The key in the file, or a new one (then `created`) written to it when there is no file.
    package func loadOrCreate() throws(PhoneServerError) -> (key: PairingKey, created: Bool) {
        if let key = try load() { return (key, false) }
        let key = try PairingKey.random()
        guard try save(key) else {
            guard let theirs = try load() else { throw refusal(.unreadable, "it vanished while being made") }
            return (theirs, false)
        }
        return (key, true)
    }

    /// The key in the file; nil when there is no file.
    func load() throws(PhoneServerError) -> PairingKey? {
        // O_NONBLOCK: a FIFO in the file's place is refused, never waited on.
        let descriptor = SystemCall.retryingEINTR {
            open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw refusal(.notAFile, "it is a symbolic link")
            case EACCES, EPERM: throw refusal(.notPrivate, String(cString: strerror(errno)))
            default: throw refusal(.unreadable, String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else {
            throw refusal(.unreadable, String(cString: strerror(errno)))
        }
        guard status.kind == .regular else { throw refusal(.notAFile, "it is \(status.kind.described)") }
        guard status.owner == geteuid() else {
            throw refusal(.notPrivate, "it belongs to user \(status.owner), not to you")
        }
        guard status.permissions & 0o077 == 0 else {
            throw refusal(
                .notPrivate, "others may use it (mode \(String(status.permissions, radix: 8))): chmod 600 it")
        }
        let bytes: [UInt8]
        do throws(BoundedRead.Failure) {
            bytes = try BoundedRead.all(descriptor, limit: Self.sizeLimit)
        } catch {
            throw refusal(.notAKey, "it is larger than a key")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        guard let key = PairingKey(text: text) else {
            throw refusal(.notAKey, "it does not hold a pairing key (32 lowercase hexadecimal digits)")
        }
        return key
    }

    /// Writes `key` under a temporary name (0600, `O_EXCL`) and links it to `path`; false when
    /// `path` exists already (nothing is replaced).
    func save(_ key: PairingKey) throws(PhoneServerError) -> Bool {
        let suffix = try RandomBytes.key(count: 8).map { String($0, radix: 16) }.joined()
        let temporary = path + ".\(suffix).tmp"
        let descriptor = SystemCall.retryingEINTR {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw refusal(.cannotCreate, String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        let failed = SystemCall.writeAll(Array((key.text + "\n").utf8), to: descriptor)
        let synced = fsync(descriptor) == 0
        close(descriptor)
        if let failed { throw refusal(.cannotCreate, String(cString: strerror(failed))) }
        guard synced else { throw refusal(.cannotCreate, String(cString: strerror(errno))) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw refusal(.cannotCreate, String(cString: strerror(errno)))
        }
        return true
    }

    private func refusal(_ problem: PhoneServerError.KeyFileProblem, _ reason: String) -> PhoneServerError {
        .keyFile(path: path, problem: problem, reason: reason)
    }
}
