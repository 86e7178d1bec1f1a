import SQLite

/// How many copies of each code the catalogue held after the store's last recordings, so
/// that recording a list of 40,000 copies of one code does not count them 40,000 times (a
/// count is a scan of the code's copies: quadratic, 202 s).
///
/// A count is reused only while nothing else has touched the catalogue since it was taken:
/// no other change on this connection (`totalChanges`), no transaction rolled back
/// (`rollbacks`), no commit by another connection (`PRAGMA data_version`). Anything else
/// and every count is taken afresh.
final class CopyCounts {
    /// What the catalogue's state is known by.
    struct Stamp: Equatable {
        var changes: Int64
        var rollbacks: Int
        var version: Int64
    }

    private var counts: [String: Int] = [:]
    private var stamp: Stamp?

    /// The state of `database` now.
    static func stamp(of database: Database) throws(DatabaseError) -> Stamp {
        let version = try database.query("PRAGMA data_version") { $0.integer(0) }.first ?? 0
        return Stamp(changes: database.totalChanges, rollbacks: database.rollbacks, version: version)
    }

    /// The copies of `key` after a recording that began at `before` and added one copy when
    /// `added`: the kept count plus that one when nothing else happened since, else `count()`.
    func after(
        recording key: String, added: Bool, since before: Stamp, in database: Database,
        count: () throws(DatabaseError) -> Int
    ) throws(DatabaseError) -> Int {
        if stamp != before { counts.removeAll() }
        let copies: Int
        if let kept = counts[key] { copies = kept + (added ? 1 : 0) } else { copies = try count() }
        counts[key] = copies
        stamp = try Self.stamp(of: database)
        return copies
    }
}
