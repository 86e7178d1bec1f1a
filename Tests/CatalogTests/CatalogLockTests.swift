import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

/// One writer per catalog: a flock on `<catalog>.lock`.
@Suite struct CatalogLockTests {
    @Test func aSecondWriterIsToldWhoHoldsTheLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/sub/catalog.sqlite"
            let first = try CatalogLock(databasePath: path)
            #expect(first.path == path + ".lock")
            let error = #expect(throws: CatalogError.self) { try CatalogLock(databasePath: path) }
            #expect(error == .inUse(path: path, pid: getpid()))
            #expect(error?.description.contains("in use by another cdscan (process \(getpid()))") == true)
        }
    }

    @Test func theLockEndsWithItsHolder() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            do { _ = try CatalogLock(databasePath: path) }
            _ = try CatalogLock(databasePath: path)
            var info = stat()
            stat(path + ".lock", &info)
            #expect(info.st_mode & 0o777 == 0o600)
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
