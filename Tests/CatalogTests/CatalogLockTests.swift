import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

/// One writer per catalog: a flock on a lock file named from the catalogue file's device and inode.
@Suite struct CatalogLockTests {
    @Test func aSecondWriterIsToldWhoHoldsTheLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/sub/catalog.sqlite"
            _ = try CatalogStore(path: path)
            let first = try CatalogLock(databasePath: path)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(first.path == directory + "/sub/.catalog.sqlite.\(info.st_dev)-\(info.st_ino).lock")
            let error = #expect(throws: CatalogError.self) { try CatalogLock(databasePath: path) }
            #expect(error == .inUse(path: path, pid: getpid()))
            #expect(error?.description.contains("in use by another cdscan (process \(getpid()))") == true)
        }
    }

    @Test func theLockEndsWithItsHolder() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            _ = try CatalogStore(path: path)
            do { _ = try CatalogLock(databasePath: path) }
            let lock = try CatalogLock(databasePath: path)
            #expect(HostileFiles.snapshot(lock.path)?.mode == 0o600)
            #expect(!FileManager.default.fileExists(atPath: path + ".lock"), "no lock file named from the path")
        }
    }

    @Test func readersNeedNoLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            let writer = try CatalogStore(path: path)
            let lock = try CatalogLock(databasePath: path)
            try writer.record(try gtin(number: 1), as: .new, source: "argument")
            #expect(try CatalogStore(path: path, create: false).allItems().count == 1)
            withExtendedLifetime(lock) {}
        }
    }
}
