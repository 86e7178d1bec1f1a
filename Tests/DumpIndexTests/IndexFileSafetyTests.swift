import Basics
import DumpIndex
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `dump import --index` and `dump remove --index` change an index and nothing else (issue 27,
/// point 1): a device, a FIFO, an empty or another user's file, an unrelated file and its
/// neighbours are refused and left exactly as they were, and a FIFO never makes them wait.
@Suite struct IndexFileSafetyTests {
    enum Hostile: String, CaseIterable, Sendable {
        case device, fifo, empty, otherUsers

        func make(at path: String) throws {
            switch self {
            case .device: try HostileFiles.makeNullDevice(at: path)
            case .fifo: try HostileFiles.makeFIFO(at: path)
            case .empty: #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            case .otherUsers: try HostileFiles.makeOtherUsersFile(at: path, text: "SQLite format 3\0")
            }
        }

        var reason: String {
            switch self {
            case .device: "it is a character device"
            case .fifo: "it is a FIFO (named pipe)"
            case .empty: "it is empty"
            case .otherUsers: "it belongs to user \(HostileFiles.otherUser), not to you"
            }
        }
    }

    @Test(arguments: Hostile.allCases)
    func importAndRemoveRefuseWhatIsNoIndexAndLeaveItAlone(_ hostile: Hostile) throws {
        try withScratchDirectory { directory in
            let path = directory + "/index"
            try hostile.make(at: path)
            let before = HostileFiles.snapshot(path)
            let request = ImportRequest(file: DumpFixtures.gzipped, indexPath: path)
            // As an ordinary user the file is a link (see HostileFiles), and the index named is its target.
            let named = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
            #expect(throws: DumpError.notAnIndex(path: named, reason: hostile.reason)) {
                try DumpImporter.run(request, clock: { 0 })
            }
            #expect(throws: DumpError.notAnIndex(path: named, reason: hostile.reason)) {
                try DumpIndex.remove(at: path)
            }
            #expect(HostileFiles.snapshot(path) == before)
            #expect(HostileFiles.names(in: directory) == ["index"], "no lock or partial file beside it")
        }
    }

    /// `--index Cargo` beside a `Cargo.lock`: the lock file's name is taken, so the import stops,
    /// and `dump remove` (with no index there) neither writes nor deletes it.
    @Test func anUnrelatedFileWhereTheLockGoesIsNeitherWrittenNorDeleted() throws {
        try withScratchDirectory { directory in
            let cargo = directory + "/Cargo.lock"
            try "[[package]]\nname = \"cdscan\"\n".write(toFile: cargo, atomically: false, encoding: .utf8)
            let before = HostileFiles.snapshot(cargo)
            #expect(try !DumpIndex.remove(at: directory + "/Cargo"))
            let error = #expect(throws: DumpError.self) {
                try DumpImporter.run(
                    ImportRequest(file: DumpFixtures.gzipped, indexPath: directory + "/Cargo"), clock: { 0 })
            }
            let reason: String? = if case .cannotWrite(_, let reason)? = error { reason } else { nil }
            #expect(reason?.hasPrefix("it is not a lock file of cdscan's") == true, "\(String(describing: error))")
            #expect(HostileFiles.snapshot(cargo) == before)
            #expect(HostileFiles.names(in: directory) == ["Cargo.lock"])
        }
    }

    @Test func anIndexLockThatIsASymlinkIsNotFollowed() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let outside = try scratch.write("bashrc", "export PATH=/usr/bin\n")
        let lock = scratch.indexPath + ".lock"
        unlink(lock)
        #expect(symlink(outside, lock) == 0)
        let before = HostileFiles.snapshot(outside)
        #expect(throws: DumpError.self) { try scratch.importDump(DumpFixtures.plain, date: "2025-12-01") }
        #expect(throws: DumpError.self) { try DumpIndex.remove(at: scratch.indexPath) }
        #expect(HostileFiles.snapshot(outside) == before)
        #expect(HostileFiles.snapshot(lock)?.type == UInt32(S_IFLNK))
    }

    /// A partial index's name holding something else (a link to a file outside) is refused, not deleted.
    @Test func somethingElseWhereThePartialIndexGoesIsRefused() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let outside = try scratch.write("notes.txt", "mine\n")
        #expect(symlink(outside, scratch.indexPath + ".importing") == 0)
        #expect(throws: DumpError.self) { try scratch.importDump(DumpFixtures.plain, date: "2025-12-01") }
        #expect(HostileFiles.snapshot(scratch.indexPath + ".importing")?.type == UInt32(S_IFLNK))
        #expect(HostileFiles.snapshot(outside)?.bytes == Data("mine\n".utf8))
    }

    /// Through a symbolic link the index it leads to is replaced, and the link stays.
    @Test func anIndexReachedThroughASymlinkIsReplacedAndTheLinkStays() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let link = scratch.path + "/link.sqlite"
        #expect(symlink(scratch.indexPath, link) == 0)
        let status = try DumpImporter.run(
            ImportRequest(file: DumpFixtures.plain, indexPath: link, date: "2025-12-01"), clock: { 0 })
        #expect(status.counts.releases == 11)
        #expect(HostileFiles.snapshot(link)?.type == UInt32(S_IFLNK))
        #expect(try DumpIndex(path: scratch.indexPath).status.dumpDate == "2025-12-01")
    }
}
