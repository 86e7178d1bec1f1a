internal import CSQLite

/// An SQLite call that failed: its result code, SQLite's own message and the SQL it ran.
///
/// - SeeAlso: https://www.sqlite.org/rescode.html
package struct DatabaseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The extended result code, e.g. 2067 (SQLITE_CONSTRAINT_UNIQUE).
    package var code: Int32
    /// What `sqlite3_errmsg` said, e.g. "UNIQUE constraint failed: items.barcode".
    package var message: String
    /// The statement that failed, when there was one.
    package var sql: String?

    /// An error of the caller's own, in SQLite's terms (`code`: a result code such as 1, SQLITE_ERROR).
    package init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte), e.g. 19 (SQLITE_CONSTRAINT) for 2067.
    package var primaryCode: Int32 { code & 0xFF }

    /// What kind of failure it is, for the advice a person is given.
    package enum Category: Sendable {
        /// Another connection holds the file (SQLITE_BUSY, SQLITE_LOCKED).
        case busy
        /// The file cannot be opened or written (SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH).
        case access
        /// The file is not an SQLite database, or is damaged (SQLITE_CORRUPT, SQLITE_NOTADB).
        case damaged
        /// The disk is full or failed (SQLITE_FULL, SQLITE_IOERR).
        case storage
        /// Anything else.
        case other
    }

    /// The category of the primary result code.
    package var category: Category {
        switch primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH: .access
        case SQLITE_CORRUPT, SQLITE_NOTADB: .damaged
        case SQLITE_FULL, SQLITE_IOERR: .storage
        default: .other
        }
    }

    package var description: String {
        let statement = sql.map { " while running `\($0)`" } ?? ""
        return "\(message) (SQLite error \(code))\(statement)"
    }
}

extension DatabaseError {
    /// The one place result codes become errors: `SQLITE_OK`, `SQLITE_ROW` and
    /// `SQLITE_DONE` pass, anything else throws with the connection's message.
    static func check(_ code: Int32, _ connection: OpaquePointer?, sql: String?) throws(DatabaseError) {
        guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
        throw DatabaseError(code: code, message: message(for: code, connection), sql: sql)
    }

    // sqlite3_errmsg describes the connection's most recent failure, which is
    // not always this one (a bind misuse does not set it); fall back to the
    // generic text for the code then.
    private static func message(for code: Int32, _ connection: OpaquePointer?) -> String {
        if let connection, sqlite3_extended_errcode(connection) == code, let text = sqlite3_errmsg(connection) {
            return String(cString: text)
        }
        guard let text = sqlite3_errstr(code) else { return "unknown error" }
        return String(cString: text)
    }
}
