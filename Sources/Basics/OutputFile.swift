import Glibc

/// Where an output (`-o`) goes, decided and checked before anything is written, and the one
/// way cdscan writes it.
///
/// - `-` is standard output.
/// - A symbolic link is followed: its target gets the content and the link stays; but not
///   another user's link in a sticky, world-writable folder (`FilePaths.untrustedLink(in:)`).
/// - A regular file (or a new one) is replaced atomically: a temporary file in the same
///   directory, fsync, rename; a replaced file keeps its mode, a new one gets 0666 less the umask.
/// - A regular file with other hard links, or someone else's (as root), is written in place
///   once the temporary copy is complete, so that it keeps its owner, its mode and its links
///   (a rename would put a new file of root's under one of its names).
/// - A device, FIFO or socket is opened and written in place (`-o /dev/null`, a pipe's reader);
///   a FIFO that no process reads is refused at once, not waited for.
/// - An output that is one of the inputs or the catalog (the same file by device and inode,
///   whatever the path says) is refused with ``OutputFileError/isAnInput(path:input:)``.
///
/// Self-contained (Glibc and Basics only), so it can move to a lower module.
package struct OutputFile: Sendable, Equatable {
    /// Where the bytes go.
    package enum Destination: Sendable, Equatable {
        case standardOutput
        /// A regular file, existing or new, replaced atomically; `path` is the link's target.
        case regularFile(path: String)
        /// A device, FIFO or socket, written in place.
        case special(path: String)
    }

    /// The path as the person gave it (for messages).
    package let name: String
    package let destination: Destination
    /// The mode a regular file written gets whatever it had (`backup`: 0600, as the catalogue
    /// it copies); nil: a replaced file keeps its own, a new one gets 0666 less the umask.
    package var permissions: mode_t?

    /// Checks `path` (`-` for standard output; `shown` names it in messages) before any work: refused when it is a folder,
    /// its folder is missing or not writable, or it is the same file as one of `inputs` (an
    /// input that does not exist yet, as the catalog a run is about to create, is the same
    /// file when it names the same folder and file name).
    package init(_ path: String, shownAs shown: String? = nil, protecting inputs: [String] = []) throws(OutputFileError)
    {
        name = shown ?? path
        guard path != "-" else {
            destination = .standardOutput
            return
        }
        if let link = FilePaths.untrustedLink(in: path) {
            throw .cannotWrite(path: name, reason: FilePaths.untrustedLinkReason(link))
        }
        let target = Self.followingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            for input in inputs where Self.sameFile(info, input) { throw .isAnInput(path: name, input: input) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw .isAFolder(path: name)
            case S_IFREG: destination = .regularFile(path: target)
            default: destination = .special(path: target)
            }
            guard access(target, W_OK) == 0 else { throw .cannotWrite(path: name, reason: Self.lastError()) }
            if case .regularFile = destination { try Self.checkFolder(of: target, path: name) }
            return
        }
        try Self.checkFolder(of: target, path: name)
        for input in inputs where Self.sameNewFile(target, Self.followingLinks(input)) {
            throw .isAnInput(path: name, input: input)
        }
        destination = .regularFile(path: target)
    }

    /// Writes `bytes` as a whole to the destination (atomically for a regular file).
    package func write(_ bytes: [UInt8]) throws(OutputFileError) {
        switch destination {
        case .standardOutput:
            try Self.writeAll(bytes, to: STDOUT_FILENO, path: name)
        case .special(let path):
            // O_NONBLOCK: a FIFO no one reads fails (ENXIO) instead of waiting forever in open(),
            // where no signal ends it; a reader starting meanwhile has a second to open it. The
            // writes then wait for the reader as usual.
            var descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            for _ in 0..<100 where descriptor < 0 && errno == ENXIO {
                usleep(10_000)
                descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            }
            guard descriptor >= 0 else {
                let reason = errno == ENXIO ? "it is a FIFO (named pipe) that no process reads" : Self.lastError()
                throw .cannotWrite(path: name, reason: reason)
            }
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            try Self.writeAll(bytes, to: descriptor, path: name)
        case .regularFile(let path):
            try Self.replace(path, with: bytes, name: name, permissions: permissions)
        }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(OutputFileError) { try write(Array(text.utf8)) }

    private static func replace(_ path: String, with bytes: [UInt8], name: String, permissions: mode_t?)
        throws(OutputFileError)
    {
        let existing = FileStatus(path: path).flatMap { $0.kind == .regular ? $0 : nil }
        let mode = permissions ?? existing.map { mode_t($0.permissions) } ?? 0o666
        let temporary =
            "\(directory(of: path))/.\(path.split(separator: "/").last ?? "output").tmp-\(getpid())-"
            + "\(UInt32.random(in: 0...UInt32.max))"
        try writeCopy(bytes, to: temporary, mode: permissions ?? existing.map { _ in mode }, name: name)
        if let existing, existing.links > 1 || existing.owner != geteuid() {
            // Renaming over it would break its other links and give it a new owner.
            do throws(OutputFileError) {
                try writeInPlace(bytes, path: path, checked: existing, permissions: permissions, name: name)
            } catch {
                guard case .cannotWrite(let shown, let reason) = error else { throw error }
                throw .cannotWrite(path: shown, reason: "\(reason) (the whole output is in \(temporary))")
            }
            unlink(temporary)
            return
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw .cannotWrite(path: name, reason: reason)
        }
        // The rename is durable once the directory is on disk; failing that loses nothing to act on.
        let folder = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// Writes `bytes` into a new file at `temporary` (`O_EXCL`), synced; `mode` exactly when
    /// given (the umask takes bits from what open gives), else 0666 less the umask.
    private static func writeCopy(_ bytes: [UInt8], to temporary: String, mode: mode_t?, name: String)
        throws(OutputFileError)
    {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: name, reason: lastError()) }
        do throws(OutputFileError) {
            if let mode, fchmod(descriptor, mode) != 0 { throw .cannotWrite(path: name, reason: lastError()) }
            try writeAll(bytes, to: descriptor, path: name)
            guard fsync(descriptor) == 0 else { throw .cannotWrite(path: name, reason: lastError()) }
            guard close(descriptor) == 0 else { throw .cannotWrite(path: name, reason: lastError()) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// Overwrites the regular file at `path` (the one `checked` describes) with `bytes` and cuts
    /// it to their length: same inode, so the same owner, mode and links.
    private static func writeInPlace(
        _ bytes: [UInt8], path: String, checked: FileStatus, permissions: mode_t?, name: String
    ) throws(OutputFileError) {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: name, reason: lastError()) }
        defer { close(descriptor) }
        guard let opened = FileStatus(descriptor: descriptor), opened.isSameFile(as: checked) else {
            throw .cannotWrite(path: name, reason: "the file was replaced while cdscan wrote it")
        }
        if let permissions, fchmod(descriptor, permissions) != 0 {
            throw .cannotWrite(path: name, reason: lastError())
        }
        try writeAll(bytes, to: descriptor, path: name)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw .cannotWrite(path: name, reason: lastError())
        }
    }

    /// Writes every byte (`SystemCall.writeAll`: EINTR and short writes resumed), naming `path` in the error.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(OutputFileError) {
        if let code = SystemCall.writeAll(bytes, to: descriptor) {
            throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// `path` with every symbolic link along it resolved, including a dangling last one.
    package static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {  // ELOOP's limit
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return current
    }

    private static func sameFile(_ output: stat, _ input: String) -> Bool {
        var info = stat()
        return stat(input, &info) == 0 && info.st_dev == output.st_dev && info.st_ino == output.st_ino
    }

    /// Whether two paths, neither of which exists, would create the same file: the same
    /// name in the same folder (by device and inode, so `./x` and `/abs/x` agree).
    private static func sameNewFile(_ output: String, _ input: String) -> Bool {
        var info = stat()
        guard stat(input, &info) != 0, output.split(separator: "/").last == input.split(separator: "/").last else {
            return false
        }
        var outputFolder = stat()
        var inputFolder = stat()
        return stat(directory(of: output), &outputFolder) == 0 && stat(directory(of: input), &inputFolder) == 0
            && outputFolder.st_dev == inputFolder.st_dev && outputFolder.st_ino == inputFolder.st_ino
    }

    private static func checkFolder(of target: String, path: String) throws(OutputFileError) {
        let folder = directory(of: target)
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .noFolder(path: path, folder: folder)
        }
        guard access(folder, W_OK) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
    }

    /// The directory part of `path` (`FilePaths.directory(of:)`).
    package static func directory(of path: String) -> String { FilePaths.directory(of: path) }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Why an output cannot be written (worded in `Presentation/ErrorWords`).
package enum OutputFileError: Error, Equatable, Sendable {
    /// The output is the same file as an input or the catalog (exit 64).
    case isAnInput(path: String, input: String)
    /// The output names a folder.
    case isAFolder(path: String)
    /// The output's folder does not exist.
    case noFolder(path: String, folder: String)
    /// Opening or writing failed; `reason` is strerror's text.
    case cannotWrite(path: String, reason: String)
}
