import CSQLite
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

@Suite struct DatabaseTests {
    @Test func failedStatementCarriesSQLitesMessageAndTheSQL() throws {
        let database = try Database(path: ":memory:")
        let error = #expect(throws: DatabaseError.self) { try database.run("SELECT * FROM nowhere") }
        #expect(error?.message == "no such table: nowhere")
        #expect(error?.primaryCode == SQLITE_ERROR)
        #expect(error?.sql == "SELECT * FROM nowhere")
        #expect(error?.description.contains("no such table: nowhere (SQLite error 1)") == true)
    }

    @Test func constraintFailureReportsTheExtendedCode() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t (x TEXT UNIQUE)")
        try database.run("INSERT INTO t VALUES (?)", [.text("a")])
        let error = #expect(throws: DatabaseError.self) { try database.run("INSERT INTO t VALUES (?)", [.text("a")]) }
        #expect(error?.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error?.message == "UNIQUE constraint failed: t.x")
    }

    @Test func textKeepsEmbeddedNULsAndEmptyStringsAndNulls() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t (x TEXT)")
        let values = ["a\u{0}b", "", "日本🎸"]
        for value in values { try database.run("INSERT INTO t VALUES (?)", [.text(value)]) }
        try database.run("INSERT INTO t VALUES (?)", [.null])
        let read = try database.query("SELECT x FROM t ORDER BY rowid") { $0.text(0) }
        #expect(read == values + [nil])
    }

    @Test func aColumnReadByNameIsTheSameWhateverItsPlaceInTheQuery() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t (code TEXT, attempts INTEGER, note TEXT)")
        try database.run("INSERT INTO t VALUES (?, ?, ?)", [.text("0029667431224"), .integer(3), .null])
        for columns in ["code, attempts, note", "note, attempts, code", "attempts AS attempts, note, code, code"] {
            let read = try database.query("SELECT \(columns) FROM t") {
                ($0.text("code"), $0.integer("attempts"), $0.text("note"))
            }
            #expect(read.count == 1)
            #expect(read.first?.0 == "0029667431224" && read.first?.1 == 3 && read.first?.2 == nil, "\(columns)")
        }
    }

    @Test func transactionRollsBackWhenItsBodyThrows() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t (x INTEGER)")
        #expect(throws: DatabaseError.self) {
            try database.transaction { () throws(DatabaseError) in
                try database.run("INSERT INTO t VALUES (1)")
                try database.run("INSERT INTO nowhere VALUES (1)")
            }
        }
        #expect(try database.query("SELECT count(*) FROM t") { $0.integer(0) } == [0])
        try database.transaction { () throws(DatabaseError) in try database.run("INSERT INTO t VALUES (2)") }
        #expect(try database.query("SELECT x FROM t") { $0.integer(0) } == [2])
    }

    @Test func fileDatabaseUsesWALWithNormalSyncAndABusyTimeout() throws {
        try withScratchDirectory { directory in
            let database = try Database(path: directory + "/wal.sqlite")
            #expect(try database.query("PRAGMA journal_mode") { $0.text(0) } == ["wal"])
            #expect(try database.query("PRAGMA synchronous") { $0.integer(0) } == [1])  // NORMAL
            #expect(try database.query("PRAGMA busy_timeout") { $0.integer(0) } == [5000])
        }
    }

    @Test func openingWithoutCreateFailsForAMissingFile() throws {
        try withScratchDirectory { directory in
            let error = #expect(throws: DatabaseError.self) {
                try Database(path: directory + "/missing.sqlite", create: false)
            }
            #expect(error?.primaryCode == SQLITE_CANTOPEN)
        }
    }

    @Test func statementsAreReusedAcrossCalls() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t (x INTEGER)")
        for number in 0..<100 { try database.run("INSERT INTO t VALUES (?)", [.integer(number)]) }
        #expect(try database.query("SELECT sum(x) FROM t") { $0.integer(0) } == [4950])
    }

    @Test func releasingTheLastReferenceClosesTheConnection() throws {
        try withScratchDirectory { directory in
            let path = directory + "/closed.sqlite"
            do {
                let database = try Database(path: path)
                try database.execute("CREATE TABLE t (x INTEGER)")
                try database.run("INSERT INTO t VALUES (?)", [.integer(1)])
                #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            }
            // The last connection to close checkpoints the WAL and deletes it.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }
}
