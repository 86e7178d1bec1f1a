import Basics
import Foundation
import Glibc
import SQLite

extension CatalogStore {
    /// The whole catalog as a self-contained SQLite file (rollback journal, no -wal beside it),
    /// taken with the online backup API, so it is consistent even while another cdscan writes.
    ///
    /// The snapshot is made in a private file beside the catalog and removed again; write the
    /// bytes with ``OutputFile``.
    package func backupBytes() throws(CatalogError) -> [UInt8] {
        let directory = path == Self.inMemoryPath ? NSTemporaryDirectory() : PrivateFiles.directory(of: path)
        let snapshot = "\(directory)/.cdscan-backup-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sqlite"
        defer { for suffix in ["", "-wal", "-shm", "-journal"] { unlink(snapshot + suffix) } }
        do { try PrivateFiles.createFile(snapshot) } catch { throw CatalogError(error) }
        do {
            let copy = try Database(path: snapshot)
            try database.copy(into: copy)
            try copy.execute("PRAGMA journal_mode=DELETE")
        } catch {
            throw .database(path: snapshot, error)
        }
        guard let data = FileManager.default.contents(atPath: snapshot) else {
            throw .cannotWrite(path: snapshot, reason: PrivateFiles.lastError())
        }
        return Array(data)
    }

    /// Replaces the whole catalog with the one in the file at `source` (a backup, or any
    /// cdscan catalog), in one step, and brings its schema up to date.
    ///
    /// The file is checked first (SQLite's quick check, a cdscan schema no newer than this
    /// cdscan's); anything else leaves the catalog as it was and throws `notACatalog`.
    package func restore(from source: String) throws(CatalogError) {
        let backup: Database
        do {
            backup = try Database(path: source, mode: .readOnly)
        } catch {
            throw .notACatalog(path: source, reason: error.message)
        }
        try Self.checkIsCatalog(backup, path: source)
        do {
            try backup.copy(into: database)
        } catch {
            throw .database(path: path, error)
        }
        let newer = try run { () throws(DatabaseError) in try Schema.migrate(database) }
        if let newer { throw .newerSchema(path: path, found: newer, supported: Self.schemaVersion) }
    }

    /// Checks, from the file system and the file's first bytes alone, that the file at `path`
    /// (links followed) may be replaced or opened as a catalogue: a regular file of the user's
    /// with one name, not empty, an SQLite database not another program's (`CatalogFile`).
    /// Throws `notACatalog` naming it `shown` otherwise, `missing` when there is none.
    package static func checkIsCatalogFile(at path: String, shownAs shown: String) throws(CatalogError) {
        do {
            try CatalogFile.check(path)
        } catch {
            switch error {
            case .notACatalog(_, let reason): throw .notACatalog(path: shown, reason: reason)
            case .missing: throw .missing(path: shown)
            default: throw error
            }
        }
    }

    /// Checks that the file at `path` is a cdscan catalog this cdscan can read, without
    /// writing to it: throws `notACatalog` (or `newerSchema`) when it is not. A device, a
    /// FIFO, a folder or an empty file is refused before SQLite opens it (a FIFO would block).
    package static func checkIsCatalog(at path: String) throws(CatalogError) {
        if let status = FileStatus(path: CatalogFile.target(of: path)), status.kind != .regular || status.size == 0 {
            throw .notACatalog(
                path: path, reason: status.kind != .regular ? "it is \(status.kind.described)" : "it is empty")
        }
        let database: Database
        do {
            database = try Database(path: path, mode: .readOnly)
        } catch {
            throw .notACatalog(path: path, reason: error.message)
        }
        try checkIsCatalog(database, path: path)
    }

    private static func checkIsCatalog(_ database: Database, path: String) throws(CatalogError) {
        /// The rows of `sql`; SQLite's failure says why the file is no catalogue.
        func read<Row>(_ sql: String, _ row: (Statement) -> Row) throws(CatalogError) -> [Row] {
            do {
                return try database.query(sql) { statement in row(statement) }
            } catch {
                throw .notACatalog(path: path, reason: error.message)
            }
        }
        let check = try read("PRAGMA quick_check") { $0.text(0) ?? "" }
        guard check == ["ok"] else { throw .notACatalog(path: path, reason: check.joined(separator: "; ")) }
        let version = try read("PRAGMA user_version") { Int($0.integer(0)) }.first ?? 0
        let tables = try read("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) ?? "" }
        guard version >= 1, tables.contains("items") else {
            throw .notACatalog(path: path, reason: "it holds no cdscan items table")
        }
        guard version <= Schema.version else {
            throw .newerSchema(path: path, found: version, supported: Schema.version)
        }
    }
}
