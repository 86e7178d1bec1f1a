import Basics
import Glibc
import SQLite

/// The catalogue's database file, checked before anything opens, creates or changes it.
///
/// `--db` may name anything: a device, a FIFO, another user's file, `Cargo.lock`. Nothing
/// there is touched (no chmod, no journal, no lock) until it is known to be a catalogue:
/// a regular file of the user's (root included) with one name, not empty, that begins as an
/// SQLite database which is not another program's. One name, because SQLite names the
/// WAL and shared-memory files after the path it opened: two writers through two hard links
/// would each keep a WAL of their own and lose each other's work. A symbolic link is
/// followed (SQLite resolves it too, so its files are the target's).
enum CatalogFile {
    /// The file a catalogue path leads to once symbolic links are followed (a dangling link's target).
    static func target(of path: String) -> String { OutputFile.followingLinks(path) }

    /// Throws `cannotWrite` when a link along `path` is another user's in a sticky,
    /// world-writable folder (`FilePaths.untrustedLink(in:)`): never followed to a catalogue.
    static func refuseUntrustedLinks(_ path: String) throws(CatalogError) {
        if let link = FilePaths.untrustedLink(in: path) {
            throw .cannotWrite(path: path, reason: FilePaths.untrustedLinkReason(link))
        }
    }

    /// Throws `notACatalog` unless the file at `path` may be opened as a catalogue (see the
    /// type's comment); `missing` when there is no file there.
    @discardableResult
    static func check(_ path: String) throws(CatalogError) -> FileStatus {
        try refuseUntrustedLinks(path)
        let target = target(of: path)
        guard let status = FileStatus(path: target) else { throw .missing(path: path) }
        if let reason = status.refusal() { throw .notACatalog(path: path, reason: reason) }
        let header = SQLiteFileHeader(path: target)
        guard header.isSQLite else { throw .notACatalog(path: path, reason: "not an SQLite database") }
        if let cookie = header.schemaCookie, let version = header.userVersion, cookie != 0, version == 0 {
            throw .notACatalog(path: path, reason: "another program's SQLite database, a dump index perhaps")
        }
        return status
    }

    /// Creates a new, empty catalogue at `path` (following a dangling symbolic link) with its
    /// schema, mode 0600, and its folder (0700) when missing; false when a file appeared there
    /// meanwhile (another cdscan made it: open that one).
    ///
    /// Made whole under a name of its own (`O_EXCL`) and linked into place, which fails rather
    /// than replace anything: no one ever sees an empty catalogue, and a killed cdscan leaves
    /// none behind to be refused as empty.
    static func create(at path: String) throws(CatalogError) -> Bool {
        try refuseUntrustedLinks(path)
        do { try PrivateFiles.createDirectory(PrivateFiles.directory(of: path)) } catch { throw CatalogError(error) }
        let target = target(of: path)
        let name = target.split(separator: "/").last.map(String.init) ?? "catalog"
        let temporary =
            "\(PrivateFiles.directory(of: target))/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: PrivateFiles.lastError()) }
        close(descriptor)
        defer { for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) } }
        do throws(DatabaseError) {
            let database = try Database(path: temporary, mode: .create)
            if let newer = try Schema.migrate(database) {
                throw DatabaseError(code: 1, message: "schema version \(newer) in a new file", sql: nil)
            }
        } catch {
            throw .database(path: path, error)
        }
        guard link(temporary, target) == 0 else {
            if errno == EEXIST { return false }
            throw .cannotWrite(path: path, reason: PrivateFiles.lastError())
        }
        return true
    }
}
