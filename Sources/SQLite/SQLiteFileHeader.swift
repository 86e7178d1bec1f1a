import Glibc

/// The first bytes of a file that may be an SQLite database, read without opening it with
/// SQLite: a read-write open already changes a database (it is set to WAL mode), and a
/// database in WAL mode cannot always be opened read-only. The data dump index and the
/// catalogue each tell their own files from others' by it.
///
/// - SeeAlso: https://www.sqlite.org/fileformat.html#the_database_header
package struct SQLiteFileHeader: Sendable {
    /// The bytes read: up to the header's 100, fewer for a shorter file, none for an empty
    /// or unreadable one.
    package let bytes: [UInt8]

    /// Reads the header of the file at `path` (opened `O_NONBLOCK`: a FIFO put there
    /// meanwhile gives no bytes rather than a wait).
    package init(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            bytes = []
            return
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 100)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
        bytes = Array(buffer.prefix(max(0, count)))
    }

    /// Whether the file begins as every SQLite database does ("SQLite format 3" and a NUL).
    package var isSQLite: Bool { bytes.starts(with: Array("SQLite format 3\0".utf8)) }

    /// Whether the database is in WAL mode: its write and read versions (bytes 18 and 19)
    /// are there, and the write version is 2.
    package var isWAL: Bool { bytes.count >= 20 && bytes[18] == 2 }

    /// The schema cookie (bytes 40-43), which counts schema changes: 0 for a database with no
    /// tables; nil for a header too short to hold it.
    package var schemaCookie: UInt32? { number(at: 40) }

    /// `PRAGMA user_version` (bytes 60-63), the catalogue's schema version; nil when too short.
    package var userVersion: UInt32? { number(at: 60) }

    private func number(at offset: Int) -> UInt32? {
        guard bytes.count >= offset + 4 else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
