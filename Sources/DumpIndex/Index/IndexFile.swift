import Basics
import SQLite

#if canImport(Glibc)
    internal import Glibc
#endif

/// What an import may replace and `dump remove` may delete: an index, never another file
/// that `--index` happens to name (the catalogue, a CSV, `Cargo.lock`, a device, a FIFO).
enum IndexFile {
    /// The file an index path leads to once symbolic links are followed: the one an import
    /// replaces (the link stays) and `dump remove` deletes. Refused (`cannotWrite`) through
    /// another user's link in a sticky, world-writable folder (`FilePaths.untrustedLink(in:)`).
    static func target(of path: String) throws(DumpError) -> String {
        if let link = FilePaths.untrustedLink(in: path) {
            throw .cannotWrite(path: path, reason: FilePaths.untrustedLinkReason(link))
        }
        return OutputFile.followingLinks(path)
    }

    /// Throws `notAnIndex` unless `path` holds nothing or an index (of any format, a newer
    /// one too, or a damaged one) that is a regular file of the user's. Told from the file
    /// system first (a device, a FIFO, a folder, an empty file or another user's file is never
    /// opened), then from the file's header (`SQLiteFileHeader`): an index is never in WAL
    /// mode, the catalogue always is.
    static func refuseUnlessIndex(at path: String) throws(DumpError) {
        guard let status = FileStatus(path: path) else { return }
        if let reason = status.refusal(allowingHardLinks: true) { throw .notAnIndex(path: path, reason: reason) }
        let header = SQLiteFileHeader(path: path)
        guard header.isSQLite else { throw .notAnIndex(path: path, reason: "not an SQLite database") }
        let notAnIndex = DumpError.notAnIndex(path: path, reason: "an SQLite database without the index's tables")
        guard !header.isWAL else { throw notAnIndex }
        do {
            _ = try DumpIndex(path: path)
        } catch {
            switch error {
            // SQLITE_ERROR: it reads, but has no `meta` table. Any other failure is a damaged
            // file, which may well be an index: replacing or removing it is what is wanted.
            case .database(_, let failure) where failure.primaryCode == 1: throw notAnIndex
            case .newerIndex, .database: return
            default: throw error
            }
        }
    }

    /// Whether the file at `path` may be what an earlier import or index left beside the index
    /// (a partial `.importing` file, a journal): a regular file of the user's that is empty or
    /// `sqlite` (begins as an SQLite database) when asked. Nothing there is true too.
    static func isLeftover(_ path: String, sqlite: Bool) -> Bool {
        guard let status = FileStatus(path: path) else { return true }
        guard status.refusal(allowingEmpty: true, allowingHardLinks: true) == nil else { return false }
        return !sqlite || status.size == 0 || SQLiteFileHeader(path: path).isSQLite
    }

    /// Deletes the leftover at `path` when it is one (`isLeftover`); leaves anything else.
    static func removeLeftover(_ path: String, sqlite: Bool) throws(DumpError) {
        guard FileStatus(path: path) != nil, isLeftover(path, sqlite: sqlite) else { return }
        if unlink(path) != 0, errno != ENOENT {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
