import Basics
import Glibc

/// Writes whole files so that readers see the old content or the new, never half of either.
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes`: written to a temporary file in
    /// the same directory, flushed to disk with fsync, then renamed over `path`.
    ///
    /// A kill at any moment leaves either the previous file or the complete new
    /// one (and at worst a stray `.name.tmp-*` file). A new file's mode is
    /// 0666 less the umask, like any file the user creates; a replaced file
    /// keeps its mode, so one its owner made private stays private.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(CatalogError) {
        let temporary = temporaryPath(for: path)
        // Created with the replaced file's mode, so it is never readable by more people
        // than that file was; fchmod then undoes what the umask took away.
        let existingMode = PrivateFiles.permissions(of: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existingMode ?? 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: PrivateFiles.lastError()) }
        var failure: CatalogError?
        do throws(CatalogError) {
            if let existingMode, fchmod(descriptor, existingMode) != 0 {
                throw .cannotWrite(path: path, reason: PrivateFiles.lastError())
            }
            try writeAll(Array(bytes), to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: PrivateFiles.lastError()) }
        } catch {
            failure = error
        }
        if close(descriptor) != 0, failure == nil {
            failure = .cannotWrite(path: path, reason: PrivateFiles.lastError())
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let reason = PrivateFiles.lastError()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        syncDirectory(of: path)
    }

    /// Writes `text` as UTF-8, atomically like the byte version.
    public static func write(_ text: String, to path: String) throws(CatalogError) {
        try write(Array(text.utf8), to: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(CatalogError) {
        if let code = SystemCall.writeAll(bytes, to: descriptor) {
            throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
    }

    // The rename itself is only durable once the directory entry is on disk;
    // failing to sync it loses nothing the caller can act on, so it is not an error.
    private static func syncDirectory(of path: String) {
        let descriptor = open(PrivateFiles.directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func temporaryPath(for path: String) -> String {
        let directory = PrivateFiles.directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? "export"
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return "\(directory)/.\(name).tmp-\(unique)"
    }
}
