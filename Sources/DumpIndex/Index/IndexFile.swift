import Catalog

#if canImport(Glibc)
    internal import Glibc
#endif

/// What an import may replace and `dump remove` may delete: an index, never another file
/// that `--index` happens to name (the catalogue, a CSV).
enum IndexFile {
    /// Throws `notAnIndex` unless `path` holds nothing, an empty file, or an index (of any
    /// format, a newer one too, or a damaged one). Told apart by the file's header first,
    /// since a database in WAL mode (the catalogue is one) cannot always be opened read-only,
    /// and an index never is one.
    static func refuseUnlessIndex(at path: String) throws(DumpError) {
        guard PrivateFiles.exists(path) else { return }
        let header = Self.header(of: path)
        guard !header.isEmpty else { return }
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw .notAnIndex(path: path, reason: "not an SQLite database")
        }
        let notAnIndex = DumpError.notAnIndex(path: path, reason: "an SQLite database without the index's tables")
        // Bytes 18 and 19 are the write and read versions: 2 for WAL, which only the catalogue uses.
        guard header.count < 20 || header[18] != 2 else { throw notAnIndex }
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

    /// The first 100 bytes of the file at `path` (SQLite's header), fewer when it is shorter.
    private static func header(of path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
        return Array(bytes.prefix(max(0, count)))
    }
}
