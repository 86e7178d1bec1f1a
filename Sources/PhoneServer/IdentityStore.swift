import Basics

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Where the phone page's certificate and key live between runs: one PEM file, mode 0600, in
/// cdscan's data folder, made on first use and never overwritten.
///
/// The same certificate at every start lets a person accept it once on the phone and compare
/// its fingerprint once. The file is opened without following a symbolic link, read only when
/// it is a regular file of the user's that nobody else can read, and created with `O_EXCL`
/// under a temporary name, then linked to its name: a run that finds the name taken reads
/// what is there instead of replacing it.
package struct IdentityStore: Sendable {
    /// The PEM file: `directory/phone-tls.pem`.
    package let path: String
    /// The longest file read (a certificate and a key are about 1.5 kB).
    static let sizeLimit = 64 * 1024

    /// The store in `directory` (which must exist: cdscan's data folder, made 0700).
    package init(directory: String) {
        path = (directory.hasSuffix("/") ? directory : directory + "/") + "phone-tls.pem"
    }

    /// The identity in the file, or a new one (then `created`) when there is no file.
    package func loadOrCreate(now: Int) throws(PhoneServerError) -> (identity: TLSIdentity, created: Bool) {
        if let identity = try load() { return (identity, false) }
        let identity = try TLSIdentity.selfSigned(now: now)
        guard try save(identity) else {
            // Another run made the file meanwhile: use its identity, as that run does.
            guard let theirs = try load() else { throw refusal("it vanished while being made") }
            return (theirs, false)
        }
        return (identity, true)
    }

    /// The identity in the file; nil when there is no file. Opened `O_NONBLOCK`: a FIFO there
    /// is refused by its type, not waited on in `open()`.
    func load() throws(PhoneServerError) -> TLSIdentity? {
        let descriptor = SystemCall.retryingEINTR {
            open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw refusal("it is a symbolic link; remove it and cdscan makes a new one") }
            throw refusal(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else { throw refusal(String(cString: strerror(errno))) }
        if let why = status.refusal() { throw refusal(why) }
        guard status.permissions & 0o077 == 0 else {
            throw refusal(
                "others may read it (mode \(String(status.permissions, radix: 8))): chmod 600 it, or remove it")
        }
        let bytes: [UInt8]
        do throws(BoundedRead.Failure) {
            bytes = try BoundedRead.all(descriptor, limit: Self.sizeLimit)
        } catch {
            throw refusal("it is larger than \(BoundedRead.describe(Self.sizeLimit)) or cannot be read")
        }
        let blocks = PEMBlocks(String(decoding: bytes, as: UTF8.self))
        guard let certificate = blocks.first(labelled: { $0 == "CERTIFICATE" }),
            let key = blocks.first(labelled: { $0.hasSuffix("PRIVATE KEY") })
        else { throw refusal("it does not hold a certificate and a private key; remove it for a new one") }
        do {
            return try TLSIdentity(certificatePEM: certificate, keyPEM: key)
        } catch {
            throw .unusableIdentity(path: path, error)
        }
    }

    /// Writes `identity` under a temporary name (0600, `O_EXCL`) and links it to `path`;
    /// false when `path` exists already (nothing is replaced).
    func save(_ identity: TLSIdentity) throws(PhoneServerError) -> Bool {
        let suffix = try RandomBytes.key(count: 8).map { String($0, radix: 16) }.joined()
        let temporary = path + ".\(suffix).tmp"
        let descriptor = SystemCall.retryingEINTR {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw refusal(String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        let failed = SystemCall.writeAll(Array((identity.keyPEM + identity.certificatePEM).utf8), to: descriptor)
        let synced = fsync(descriptor) == 0
        close(descriptor)
        if let failed { throw refusal(String(cString: strerror(failed))) }
        guard synced else { throw refusal(String(cString: strerror(errno))) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw refusal(String(cString: strerror(errno)))
        }
        return true
    }

    private func refusal(_ reason: String) -> PhoneServerError { .identityFile(path: path, reason: reason) }
}

/// The "-----BEGIN X-----" ... "-----END X-----" blocks of a PEM text, each with its label.
struct PEMBlocks {
    var blocks: [(label: String, text: String)] = []

    init(_ text: String) {
        var label: String?
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            if label == nil, trimmed.hasPrefix("-----BEGIN "), trimmed.hasSuffix("-----") {
                label = String(trimmed.dropFirst(11).dropLast(5))
                lines = [trimmed]
            } else if let open = label {
                lines.append(trimmed)
                if trimmed == "-----END \(open)-----" {
                    blocks.append((open, lines.joined(separator: "\n") + "\n"))
                    label = nil
                }
            }
        }
    }

    /// The first block whose label passes `test`.
    func first(labelled test: (String) -> Bool) -> String? { blocks.first { test($0.label) }?.text }
}
