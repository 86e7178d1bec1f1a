internal import CSQLite

extension Database {
    /// How many times a page copy meets a lock before the backup gives up (a writer holding
    /// the database for longer than the busy timeout is not waited for).
    private static let backupAttempts = 100

    /// Copies this whole database into `destination` with SQLite's online backup API: a
    /// consistent snapshot even while another connection writes, replacing what `destination` held.
    ///
    /// - SeeAlso: https://www.sqlite.org/backup.html
    package func copy(into destination: Database) throws(DatabaseError) {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            try destination.check(sqlite3_extended_errcode(destination.handle))
            throw DatabaseError(code: SQLITE_ERROR, message: "the backup could not start")
        }
        var code = SQLITE_OK
        var attempts = 0
        repeat {
            code = sqlite3_backup_step(backup, -1)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED {
                attempts += 1
                // Only reached while another connection holds a lock: give it a moment.
                sqlite3_sleep(Self.busyTimeoutMilliseconds / Int32(Self.backupAttempts))
            }
        } while (code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED) && attempts < Self.backupAttempts
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else {
            throw DatabaseError(code: code, message: String(cString: sqlite3_errstr(code)), sql: nil)
        }
        try destination.check(finished)
    }
}
