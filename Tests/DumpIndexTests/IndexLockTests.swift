import Basics
import DumpIndex
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One import at a time per index: the lock file, a second import, and `dump remove` meanwhile.
@Suite struct IndexLockTests {
    @Test func anImportWhileAnotherRunsStopsAtOnceAndTouchesNothing() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let before = try #require(scratch.indexBytes())
        // The other import: its lock, and the partial index it is building.
        let running = try FileLock(path: scratch.indexPath + ".lock")
        let partial = scratch.indexPath + ".importing"
        #expect(FileManager.default.createFile(atPath: partial, contents: Data("half built".utf8)))
        let error = try #require(throws: DumpError.self) {
            try scratch.importDump(DumpFixtures.plain, date: "2025-12-01")
        }
        #expect(error == .importRunning(path: scratch.indexPath, pid: getpid()))
        #expect(!error.isBadInput)
        #expect(scratch.indexBytes() == before)
        #expect(FileManager.default.contents(atPath: partial) == Data("half built".utf8))
        withExtendedLifetime(running) {}
    }

    @Test func theNextImportRunsOnceTheFirstHasFinished() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path + "/cdscan", withIntermediateDirectories: true)
        do {
            let running = try FileLock(path: scratch.indexPath + ".lock")
            #expect(throws: DumpError.self) { try scratch.importDump(DumpFixtures.gzipped) }
            withExtendedLifetime(running) {}
        }
        let status = try scratch.importDump(DumpFixtures.gzipped)
        #expect(status.counts.releases == 11)
    }

    @Test func removeIsRefusedWhileAnImportRunsAndDeletesTheLockFileAfter() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let lockPath = scratch.indexPath + ".lock"
        do {
            let running = try FileLock(path: lockPath)
            #expect(throws: DumpError.importRunning(path: scratch.indexPath, pid: getpid())) {
                try DumpIndex.remove(at: scratch.indexPath)
            }
            #expect(DumpIndex.exists(at: scratch.indexPath))
            withExtendedLifetime(running) {}
        }
        #expect(try DumpIndex.remove(at: scratch.indexPath))
        #expect(!DumpIndex.exists(at: scratch.indexPath))
        #expect(!FileManager.default.fileExists(atPath: lockPath))
    }

    @Test func removeWithoutAFolderMakesNone() throws {
        let scratch = try ScratchDirectory()
        let index = scratch.path + "/nowhere/discogs-dump.sqlite"
        #expect(try DumpIndex.remove(at: index) == false)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/nowhere"))
    }
}
