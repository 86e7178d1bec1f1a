internal import CSQLite

/// A prepared statement, finalized when the last reference goes away.
///
/// - SeeAlso: https://www.sqlite.org/c3ref/stmt.html
package final class Statement {
    /// The SQL it was prepared from.
    package let sql: String
    private let handle: OpaquePointer
    // The raw connection, not the Database: the Database caches its statements,
    // and a reference back would keep both alive forever. Should a statement
    // outlive its Database, sqlite3_close_v2 keeps the connection until the
    // statement is finalized.
    private let connection: OpaquePointer
    /// Each result column's index by its name, read from SQLite the first time a column is asked for by name.
    private var columnIndexes: [String: Int32]?

    init(database: Database, sql: String) throws(DatabaseError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
        try database.check(code, sql: sql)
        guard let statement else {
            // Only whitespace or a comment: SQLite prepares nothing.
            throw DatabaseError(code: SQLITE_MISUSE, message: "no statement in the SQL", sql: sql)
        }
        self.sql = sql
        self.handle = statement
        self.connection = database.handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to parameters 1, 2, ... in order, after clearing earlier bindings.
    func bind(_ values: [DatabaseValue]) throws(DatabaseError) {
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .integer(let number):
                code = sqlite3_bind_int64(handle, index, number)
            case .text(let text):
                // An explicit byte count keeps embedded NULs; TRANSIENT makes SQLite copy.
                let length = UInt64(text.utf8.count)
                code = text.withCString {
                    sqlite3_bind_text64(handle, index, $0, length, CSQLite_transient(), UInt8(SQLITE_UTF8))
                }
            }
            try DatabaseError.check(code, connection, sql: sql)
        }
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    func step() throws(DatabaseError) -> Bool {
        let code = sqlite3_step(handle)
        try DatabaseError.check(code, connection, sql: sql)
        return code == SQLITE_ROW
    }

    /// Makes the statement ready to run again and releases its locks; returns the virtual
    /// machine steps its run took (SQLite's measure of work done, not of time).
    ///
    /// - SeeAlso: https://www.sqlite.org/c3ref/c_stmtstatus_counter.html
    @discardableResult
    func reset() -> Int {
        let steps = Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 1))
        sqlite3_reset(handle)
        return steps
    }

    /// The column's text, or nil when it is NULL.
    package func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL,
            let bytes = sqlite3_column_text(handle, column)
        else { return nil }
        // Read the length after the text, as SQLite's docs require.
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's integer value (0 for NULL).
    package func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The text of the result column named `name` (its name in the query: `AS` gives one), or nil when it is NULL.
    package func text(_ name: String) -> String? { text(index(of: name)) }

    /// The integer value of the result column named `name` (0 for NULL).
    package func integer(_ name: String) -> Int64 { integer(index(of: name)) }

    /// A column asked for by name, so that a row read field by field cannot take one column's
    /// value for another's when the query's column list changes. A name that is not in the
    /// query is a mistake in cdscan's own SQL (the tests run every query), not in the data.
    private func index(of name: String) -> Int32 {
        if columnIndexes == nil {
            let count = sqlite3_column_count(handle)
            var indexes: [String: Int32] = [:]
            for column in 0..<count {
                guard let text = sqlite3_column_name(handle, column) else { continue }
                let name = String(cString: text)
                if indexes[name] == nil { indexes[name] = column }
            }
            columnIndexes = indexes
        }
        guard let index = columnIndexes?[name] else { preconditionFailure("no column \(name) in: \(sql)") }
        return index
    }
}

// The Statement handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension Statement: Sendable {}
