import Foundation
import Glibc
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// The catalogue path is checked before anything changes it (issue 27, point 1), and the
/// writer lock belongs to the file, whatever its name (point 2).
@Suite struct CatalogFileSafetyTests {
    /// What `--db` may wrongly name, and what the refusal says.
    enum Hostile: String, CaseIterable, Sendable {
        case device, fifo, empty, otherUsers, unrelated, folder

        func make(at path: String) throws {
            switch self {
            case .device: try HostileFiles.makeNullDevice(at: path)
            case .fifo: try HostileFiles.makeFIFO(at: path)
            case .empty: #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            case .otherUsers: try HostileFiles.makeOtherUsersFile(at: path, text: "SQLite format 3\0")
            case .unrelated: try "[[package]]\n".write(toFile: path, atomically: false, encoding: .utf8)
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            }
        }

        var reason: String {
            switch self {
            case .device: "it is a character device"
            case .fifo: "it is a FIFO (named pipe)"
            case .empty: "it is empty"
            case .otherUsers: "it belongs to user \(HostileFiles.otherUser), not to you"
            case .unrelated: "not an SQLite database"
            case .folder: "it is a folder"
            }
        }
    }

    @Test(arguments: Hostile.allCases)
    func aPathThatIsNoCatalogueIsRefusedAndLeftExactlyAsItWas(_ hostile: Hostile) throws {
        try withScratchDirectory { directory in
            let path = directory + "/Cargo"
            try hostile.make(at: path)
            let before = HostileFiles.snapshot(path)
            let names = HostileFiles.names(in: directory)
            for readOnly in [false, true] {
                #expect(throws: CatalogError.notACatalog(path: path, reason: hostile.reason)) {
                    try CatalogStore(path: path, create: !readOnly, readOnly: readOnly)
                }
            }
            if hostile != .unrelated {  // the lock asks the file system only; the store reads the header
                #expect(throws: CatalogError.notACatalog(path: path, reason: hostile.reason)) {
                    try CatalogLock(databasePath: path)
                }
            }
            #expect(HostileFiles.snapshot(path) == before)
            #expect(HostileFiles.names(in: directory) == names, "no journal, lock or WAL file beside it")
        }
    }

    @Test func aCatalogueWithAnotherHardLinkIsRefusedByEitherName() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try CatalogStore(path: path).record(try gtin(number: 1), as: .new, source: "argument")
            #expect(link(path, directory + "/hard.sqlite") == 0)
            let before = HostileFiles.snapshot(path)
            for name in [path, directory + "/hard.sqlite"] {
                let error = #expect(throws: CatalogError.self) { try CatalogStore(path: name) }
                let reason: String? = if case .notACatalog(name, let reason)? = error { reason } else { nil }
                #expect(reason?.contains("it has 2 hard links") == true, "\(String(describing: error))")
                #expect(throws: CatalogError.self) { try CatalogLock(databasePath: name) }
            }
            #expect(HostileFiles.snapshot(path) == before)
            #expect(HostileFiles.names(in: directory) == ["catalog.sqlite", "hard.sqlite"])
        }
    }

    /// Through a symbolic link, the catalogue's one writer lock is the catalogue's own.
    @Test func aSymlinkToTheCatalogueMeetsTheSameLock() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            _ = try CatalogStore(path: path)
            #expect(symlink("catalog.sqlite", directory + "/link.sqlite") == 0)
            let lock = try CatalogLock(databasePath: path)
            #expect(throws: CatalogError.inUse(path: directory + "/link.sqlite", pid: getpid())) {
                try CatalogLock(databasePath: directory + "/link.sqlite")
            }
            withExtendedLifetime(lock) {}
        }
    }

    /// `items list` and `export` open the catalogue to read it: its mode stays, and no journal,
    /// lock, WAL or shared-memory file is left beside it.
    @Test func readingChangesNoModeAndLeavesNoFile() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            try CatalogStore(path: path).record(try gtin(number: 1), as: .new, source: "argument")
            #expect(chmod(path, 0o640) == 0)
            #expect(try CatalogStore(path: path, create: false, readOnly: true).allItems().count == 1)
            #expect(HostileFiles.snapshot(path)?.mode == 0o640)
            #expect(HostileFiles.names(in: directory) == ["catalog.sqlite"])
        }
    }

    @Test func aNewCatalogueIsMadeWholeAndPrivateWithNothingLeftBeside() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            do { _ = try CatalogStore(path: path) }
            #expect(HostileFiles.snapshot(path)?.mode == 0o600)
            #expect(HostileFiles.names(in: directory) == ["catalog.sqlite"])
            #expect(SQLiteFileHeader(path: path).userVersion == UInt32(CatalogStore.schemaVersion))
        }
    }
}
