import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

/// One writer per catalog: a flock on the catalogue's database file itself, whatever name it is reached by.
@Suite struct CatalogLockTests {
    @Test func aSecondWriterIsToldWhoHoldsTheLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/sub/catalog.sqlite"
            _ = try CatalogStore(path: path)
            let first = try CatalogLock(databasePath: path)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(first.file.device == UInt64(info.st_dev) && first.file.inode == UInt64(info.st_ino))
            let error = #expect(throws: CatalogError.self) { try CatalogLock(databasePath: path) }
            #expect(error == .inUse(path: path, pid: getpid()))
            #expect(HostileFiles.names(in: directory + "/sub") == ["catalog.sqlite"], "no lock file beside it")
        }
    }

    @Test func theLockEndsWithItsHolder() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            _ = try CatalogStore(path: path)
            do { _ = try CatalogLock(databasePath: path) }
            let lock = try CatalogLock(databasePath: path)
            #expect(HostileFiles.names(in: directory) == ["catalog.sqlite"])
            withExtendedLifetime(lock) {}
        }
    }

    /// Renamed while a run holds it, the catalogue keeps its one writer: a second run by the
    /// new name is refused (a lock file named after the path let it in, and its WAL of the new
    /// name lost the first run's items).
    @Test func aRenamedCatalogueIsStillLocked() throws {
        try withScratchDirectory { directory in
            let path = directory + "/c.sqlite"
            _ = try CatalogStore(path: path)
            let lock = try CatalogLock(databasePath: path)
            #expect(rename(path, directory + "/d.sqlite") == 0)
            #expect(throws: CatalogError.inUse(path: directory + "/d.sqlite", pid: getpid())) {
                try CatalogLock(databasePath: directory + "/d.sqlite")
            }
            withExtendedLifetime(lock) {}
        }
    }

    /// A bind mount of the catalogue (as root, where mounts are allowed) is the same file: locked.
    @Test(.enabled(if: getuid() == 0, "bind mounts need root"))
    func aBindMountOfTheCatalogueIsStillLocked() throws {
        try withScratchDirectory { directory in
            let path = directory + "/c.sqlite"
            let mounted = directory + "/mounted.sqlite"
            _ = try CatalogStore(path: path)
            #expect(FileManager.default.createFile(atPath: mounted, contents: nil))
            #expect(try Self.runTool("/bin/mount", ["--bind", path, mounted]) == 0)
            defer { _ = try? Self.runTool("/bin/umount", [mounted]) }
            let lock = try CatalogLock(databasePath: path)
            #expect(throws: CatalogError.inUse(path: mounted, pid: getpid())) {
                try CatalogLock(databasePath: mounted)
            }
            withExtendedLifetime(lock) {}
        }
    }

    private static func runTool(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A writer whose catalogue is renamed under it stops before writing more, and what it
    /// wrote before is in the renamed file once it lets go.
    @Test func aWriterWhoseCatalogueWasRenamedStopsBeforeWriting() throws {
        try withScratchDirectory { directory in
            let path = directory + "/c.sqlite"
            do {
                let store = try CatalogStore(path: path)
                try store.lockForWriting()
                try store.record(try gtin(number: 1), as: .new, source: "argument")
                #expect(rename(path, directory + "/d.sqlite") == 0)
                #expect(throws: CatalogError.replaced(path: path)) {
                    try store.record(try gtin(number: 2), as: .new, source: "argument")
                }
            }
            #expect(try CatalogStore(path: directory + "/d.sqlite", create: false).allItems().count == 1)
            // SQLite leaves the old name's WAL beside the moved file, but empty: its commits are in the file.
            #expect((try? Data(contentsOf: URL(fileURLWithPath: directory + "/c.sqlite-wal")))?.isEmpty ?? true)
        }
    }

    @Test func readersNeedNoLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let writer = try CatalogStore(path: path)
            try writer.lockForWriting()
            try writer.record(try gtin(number: 1), as: .new, source: "argument")
            #expect(try CatalogStore(path: path, create: false).allItems().count == 1)
        }
    }
}
