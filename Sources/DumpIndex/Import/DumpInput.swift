import Basics

#if canImport(Glibc)
    internal import Glibc
#endif

/// The dump file (or stdin), read with read(2) in large chunks.
///
/// Sendable: it is a descriptor and what to call it, opened on the caller's
/// thread (so that a missing file fails at once) and read on the inflater's.
final class DumpInput: Sendable {
    /// What the file is called in messages: its path, or "standard input".
    let name: String
    /// The file's size when it is a regular file.
    let size: Int64?
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Opens `path`, or stdin for "-".
    init(path: String) throws(DumpError) {
        if path == "-" {
            (name, descriptor, ownsDescriptor) = ("standard input", STDIN_FILENO, false)
        } else {
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
            (name, descriptor, ownsDescriptor) = (path, opened, true)
        }
        var info = stat()
        let regular = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        size = regular ? Int64(info.st_size) : nil
        if regular, info.st_size == 0 {
            if ownsDescriptor { close(descriptor) }
            throw .truncatedXML(offset: 0)
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads up to `buffer.count` bytes; 0 at the end. EINTR is retried (a
    /// signal that only asks the import to stop must not look like a read error).
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(DumpError) -> Int {
        let count = SystemCall.retryingEINTR { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
        guard count >= 0 else { throw .cannotRead(path: name, reason: String(cString: strerror(errno))) }
        return count
    }
}
