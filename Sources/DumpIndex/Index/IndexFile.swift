import Catalog

/// What an import may replace and `dump remove` may delete: an index, never another file
/// that `--index` happens to name (the catalogue, a CSV).
enum IndexFile {
    /// Throws `notAnIndex` unless `path` holds nothing, an empty file, or an index (of any
    /// format, a newer one too, or a damaged one). Told apart by the file's header first
    /// (`SQLiteFileHeader`): an index is never in WAL mode, the catalogue always is.
    static func refuseUnlessIndex(at path: String) throws(DumpError) {
        guard PrivateFiles.exists(path) else { return }
        let header = SQLiteFileHeader(path: path)
        guard !header.bytes.isEmpty else { return }
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
}
