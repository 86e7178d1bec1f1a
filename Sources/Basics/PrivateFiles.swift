import Glibc

/// Creates cdscan's folders and files (the catalogue, the dump index, their snapshots) so
/// that only their owner can read them.
///
/// The catalog says what someone owns; it is nobody else's business. These
/// calls set modes explicitly instead of changing the umask, which belongs to
/// the whole process (and its other threads).
package enum PrivateFiles {
    /// Why a folder or file could not be made; `reason` is strerror's text.
    package enum Failure: Error, Equatable, Sendable {
        case cannotCreateDirectory(path: String, reason: String)
        case cannotCreateFile(path: String, reason: String)
    }

    /// Creates `path` and any missing parents with mode 0700, as the XDG Base
    /// Directory spec asks; directories that exist already are left alone.
    package static func createDirectory(_ path: String) throws(Failure) {
        guard !path.isEmpty, !isDirectory(path) else { return }
        let parent = directory(of: path)
        if parent != path { try createDirectory(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .cannotCreateDirectory(path: path, reason: lastError())
        }
    }

    /// Creates an empty file with mode 0600 that did not exist (`O_EXCL`, never through a
    /// symbolic link), so that SQLite (which gives its -wal and -shm files the database
    /// file's mode) never makes a world-readable file.
    package static func createFile(_ path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotCreateFile(path: path, reason: lastError())
        }
        close(descriptor)
    }

    /// Removes group and other permissions from `path` when it is a regular file of ours.
    ///
    /// Catalogs made by hand or by an older version may be 0644; anything else (a link, a
    /// device, a file someone else owns) stays as it is. Changed by path, never through a
    /// descriptor of ours: closing any descriptor of a file drops every POSIX lock the process
    /// holds on it, SQLite's on the database and its -shm file included.
    package static func restrictToOwner(_ path: String) {
        guard let status = FileStatus(path: path), status.kind == .regular, status.owner == geteuid(),
            status.permissions & 0o077 != 0
        else { return }
        _ = chmod(path, mode_t(status.permissions & 0o700))
    }

    /// Whether `path` names a file of any kind.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The mode bits of `path` (permissions only), or nil when it does not exist.
    package static func permissions(of path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    /// The directory part of `path` (`FilePaths.directory(of:)`).
    package static func directory(of path: String) -> String { FilePaths.directory(of: path) }

    /// strerror's text for the current errno.
    package static func lastError() -> String {
        String(cString: strerror(errno))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
