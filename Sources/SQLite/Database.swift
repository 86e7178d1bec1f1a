internal import CSQLite

/// One SQLite connection, closed when the last reference goes away.
///
/// Not `Sendable`: SQLite is opened without its own mutex, so a connection
/// stays on the task that opened it. Public for the other stores built on
/// SQLite (the data dump index), so that there is one wrapper.
package final class Database {
    /// The file it was opened from, or ":memory:".
    package let path: String
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    /// Kept until the connection is closed, then released: a lock on the database file whose
    /// descriptor must not be closed first (closing any descriptor of a file drops the
    /// process's POSIX locks on it, SQLite's own included).
    package var heldUntilClosed: AnyObject?

    /// Opens (and creates, when `create` is true) the database at `path`, in WAL mode.
    package convenience init(path: String, create: Bool = true) throws(DatabaseError) {
        try self.init(path: path, mode: create ? .create : .readWrite)
    }

    /// How a database is opened.
    package enum OpenMode: Sendable {
        /// Read and write, creating the file when missing; WAL mode.
        case create
        /// Read and write an existing file; WAL mode.
        case readWrite
        /// Read an existing file and never write to it: its journal mode is left
        /// as it is, so no -wal or -shm file appears beside it.
        case readOnly
        /// Read an existing file as it is (no journal mode, no settings changed), through a
        /// read-write connection: the last connection to a WAL database checkpoints and
        /// deletes the -wal and -shm files it needed, where a read-only one leaves them behind.
        case reading
        /// Create a file that is thrown away unless it is finished (the dump index while it
        /// is built): no journal and no syncs, set before anything is written, so that not
        /// even the file's first page is synced (WAL mode first, as `.create` does, synced
        /// the new file and a journal four times before the first row).
        case scratch
    }

    /// Opens the database at `path` as `mode` says.
    package init(path: String, mode: OpenMode) throws(DatabaseError) {
        var connection: OpaquePointer?
        let access =
            switch mode {
            case .create, .scratch: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readWrite, .reading: SQLITE_OPEN_READWRITE
            case .readOnly: SQLITE_OPEN_READONLY
            }
        _ = Self.configured
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            defer { sqlite3_close_v2(connection) }
            try DatabaseError.check(code == SQLITE_OK ? SQLITE_NOMEM : code, connection, sql: nil)
            throw DatabaseError(code: SQLITE_NOMEM, message: "out of memory")
        }
        self.path = path
        self.handle = connection
        sqlite3_extended_result_codes(connection, 1)
        try configure(mode)
    }

    // SQLite's process-wide settings, made once before its first connection (a static's
    // initialiser runs once, under a lock). The memory statistics take a process-wide mutex
    // at every SQLite malloc and free; without them, 10,000 barcodes catalogued from the dump
    // index took 1.52-1.75 s against 1.87-2.08 s with them (bench/dump-bench.sh's catalogue).
    private static let configured: Bool = CSQLite_disableMemoryStatistics() == SQLITE_OK

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
        heldUntilClosed = nil
    }

    /// How long a second cdscan waits for the first to finish writing.
    static let busyTimeoutMilliseconds: Int32 = 5_000

    // Durability: in WAL mode every COMMIT appends the transaction to the -wal
    // file with write(2) before it returns, so it sits in the kernel's page
    // cache even if the process is killed the next instant (kill -9 included)
    // and the next open replays it. synchronous=NORMAL only skips the fsync at
    // each commit (the WAL is synced at checkpoints), so what it risks is the
    // last few commits on power loss or a kernel crash, never corruption.
    // FULL would fsync on every lookup result for no gain against the failure
    // cdscan must survive: being interrupted mid-batch.
    private func configure(_ mode: OpenMode) throws(DatabaseError) {
        try check(sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds))
        switch mode {
        case .readOnly, .reading: return
        case .scratch: return try execute("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF")
        case .create, .readWrite: break
        }
        try execute("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=NORMAL")
        // SQLite runs `INSERT ... RETURNING` (a copy's row id) through a temporary trigger on
        // the temp database; kept in memory, it costs no file system calls: 10,000 barcodes
        // catalogued from the dump index spend about 0.12 s less in the kernel (0.32-0.39 s
        // down to 0.19-0.26 s). Temp data is only ever one statement's (a sort, a RETURNING
        // list), never the catalogue itself.
        try execute("PRAGMA temp_store=MEMORY")
        // A page cache of up to 16 MB instead of SQLite's 2 MB: a catalogue of 10,000 items is
        // about 12 MB, and with the small cache most pages written to the WAL were read back
        // from it (29,000 preads for 10,000 barcodes catalogued from the dump index).
        try execute("PRAGMA cache_size=-16384")
    }

    /// Throws unless `code` is `SQLITE_OK`, `SQLITE_ROW` or `SQLITE_DONE`.
    func check(_ code: Int32, sql: String? = nil) throws(DatabaseError) {
        try DatabaseError.check(code, handle, sql: sql)
    }

    /// Runs one or more statements that take no parameters and return nothing useful.
    package func execute(_ sql: String) throws(DatabaseError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            throw DatabaseError(code: code, message: text, sql: sql)
        }
    }

    /// Runs one statement with `values` bound to its parameters, ignoring any rows.
    package func run(_ sql: String, _ values: [DatabaseValue] = []) throws(DatabaseError) {
        _ = try query(sql, values) { _ in () }
    }

    /// Runs one statement and turns each row into a value with `row`.
    package func query<Row>(
        _ sql: String, _ values: [DatabaseValue] = [], row: (Statement) throws(DatabaseError) -> Row
    ) throws(DatabaseError) -> [Row] {
        let statement = try cachedStatement(sql)
        defer { workDone += statement.reset() }
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() {
            rows.append(try row(statement))
        }
        return rows
    }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// Rows changed on this connection since it opened, rolled back ones included.
    package var totalChanges: Int64 { sqlite3_total_changes64(handle) }
    /// Transactions and savepoints rolled back through `transaction` and the store's (`CopyCounts`).
    package var rollbacks = 0
    /// SQLite virtual machine steps of the statements `query` and `run` ran: work, not time, for
    /// tests that a path stays linear.
    var workDone = 0

    /// Whether a transaction is open on the connection.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front, so a second cdscan
    /// waits (busy_timeout) at the start instead of failing with SQLITE_BUSY
    /// when a read transaction tries to become a write one. Inside another
    /// transaction it is a savepoint, so a store call that needs several
    /// statements together can also run inside a caller's transaction.
    ///
    /// The statements that open and close it are prepared once, like the others: parsing them
    /// again each time (`sqlite3_exec`) was a twentieth of a catalogue from the dump index (callgrind).
    package func transaction<Result>(_ body: () throws(DatabaseError) -> Result) throws(DatabaseError) -> Result {
        let nested = isInTransaction
        try run(nested ? "SAVEPOINT cdscan_nested" : "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run(nested ? "RELEASE cdscan_nested" : "COMMIT")
            return result
        } catch {
            rollbacks += 1
            try? execute(nested ? "ROLLBACK TO cdscan_nested; RELEASE cdscan_nested" : "ROLLBACK")
            throw error
        }
    }

    // Statements are prepared once per connection and reused: cdscan runs the
    // same handful of statements for every barcode.
    private func cachedStatement(_ sql: String) throws(DatabaseError) -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try Statement(database: self, sql: sql)
        statements[sql] = statement
        return statement
    }
}

// The Database handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension Database: Sendable {}
