import Basics
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A lock file is cdscan's alone (issue 27, point 1): whatever else is at its path is refused
/// and left exactly as it was.
@Suite struct FileLockSafetyTests {
    /// `catalog.lock -> ~/.bashrc`: the lock used to follow the link and cut the file to a process id.
    @Test func aLockFileThatIsASymlinkToAFileOutsideIsRefusedAndTheFileKept() throws {
        try withScratchDirectory { directory in
            let outside = directory + "/bashrc"
            try "export PATH=/usr/bin\n".write(toFile: outside, atomically: false, encoding: .utf8)
            let before = HostileFiles.snapshot(outside)
            #expect(symlink(outside, directory + "/index.lock") == 0)
            #expect(throws: FileLock.Failure.notALockFile(reason: "it is a symbolic link")) {
                try FileLock(path: directory + "/index.lock")
            }
            #expect(HostileFiles.snapshot(outside) == before)
            #expect(HostileFiles.names(in: directory) == ["bashrc", "index.lock"])
        }
    }

    /// `--db Cargo` named `Cargo.lock` as its lock: it was cut to a process id, then deleted.
    @Test func anUnrelatedFileAtTheLockPathIsNeitherWrittenNorDeleted() throws {
        try withScratchDirectory { directory in
            let path = directory + "/Cargo.lock"
            try "[[package]]\nname = \"cdscan\"\n".write(toFile: path, atomically: false, encoding: .utf8)
            let before = HostileFiles.snapshot(path)
            let error = #expect(throws: FileLock.Failure.self) { try FileLock(path: path) }
            #expect(error == .notALockFile(reason: "it holds more than a process id"))
            #expect(HostileFiles.snapshot(path) == before)
        }
    }

    @Test func anEmptyFileAtTheLockPathIsNotTakenForALockFile() throws {
        try withScratchDirectory { directory in
            let path = directory + "/index.lock"
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            #expect(throws: FileLock.Failure.notALockFile(reason: "it is empty")) { try FileLock(path: path) }
            #expect(HostileFiles.snapshot(path)?.bytes == Data())
        }
    }

    @Test func aFIFOAtTheLockPathIsNeverOpened() throws {
        try withScratchDirectory { directory in
            try HostileFiles.makeFIFO(at: directory + "/fifo.lock")
            #expect(throws: FileLock.Failure.notALockFile(reason: "it is a FIFO (named pipe)")) {
                try FileLock(path: directory + "/fifo.lock")
            }
        }
    }

    /// A lock path is never followed through a link, so an ordinary user, who can make no
    /// device node, has no way to put one there: the same rule (`FileStatus.refusal`) is met
    /// by any user in `CatalogFileSafetyTests` and `IndexFileSafetyTests` through a link to /dev/null.
    @Test(.enabled(if: HostileFiles.isRoot, "only root may make a device node (mknod)"))
    func aDeviceAtTheLockPathIsNeverOpened() throws {
        try withScratchDirectory { directory in
            try HostileFiles.makeNullDevice(at: directory + "/device.lock")
            let device = HostileFiles.snapshot(directory + "/device.lock")
            #expect(throws: FileLock.Failure.notALockFile(reason: "it is a character device")) {
                try FileLock(path: directory + "/device.lock")
            }
            #expect(HostileFiles.snapshot(directory + "/device.lock") == device)
        }
    }

    /// As for the device above, only root can put another user's file at a lock path; any user
    /// meets the same owner rule through a link to root's file in `CatalogFileSafetyTests`.
    @Test(.enabled(if: HostileFiles.isRoot, "only root may give a file to another user (chown)"))
    func anotherUsersLockFileIsRefused() throws {
        try withScratchDirectory { directory in
            let path = directory + "/index.lock"
            try HostileFiles.makeOtherUsersFile(at: path, text: "1\n")
            let before = HostileFiles.snapshot(path)
            #expect(throws: FileLock.Failure.notALockFile(reason: "it belongs to user 4242, not to you")) {
                try FileLock(path: path)
            }
            #expect(HostileFiles.snapshot(path) == before)
        }
    }

    @Test func aLockFileWithAnotherHardLinkIsRefused() throws {
        try withScratchDirectory { directory in
            let path = directory + "/index.lock"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("12\n".utf8)))
            #expect(link(path, directory + "/other") == 0)
            let error = #expect(throws: FileLock.Failure.self) { try FileLock(path: path) }
            guard case .notALockFile(let reason) = error else {
                Issue.record("expected notALockFile, got \(String(describing: error))")
                return
            }
            #expect(reason.hasPrefix("it has 2 hard links"))
        }
    }

    /// A lock file cdscan made is found holding a process id, never empty, and deleted by its holder.
    @Test func aNewLockFileHoldsItsHoldersIDAndNothingIsLeftBesideIt() throws {
        try withScratchDirectory { directory in
            let lock = try FileLock(path: directory + "/index.lock")
            #expect(HostileFiles.snapshot(directory + "/index.lock")?.bytes == Data("\(getpid())\n".utf8))
            #expect(HostileFiles.snapshot(directory + "/index.lock")?.mode == 0o600)
            #expect(HostileFiles.names(in: directory) == ["index.lock"])
            lock.removeFile()
            #expect(HostileFiles.names(in: directory).isEmpty)
        }
    }

    @Test func fileStatusSaysWhyAFileIsRefused() throws {
        try withScratchDirectory { directory in
            #expect(FileStatus(path: directory)?.refusal() == "it is a folder")
            #expect(FileStatus(path: directory + "/none") == nil)
            #expect(FileManager.default.createFile(atPath: directory + "/empty", contents: Data()))
            #expect(FileStatus(path: directory + "/empty")?.refusal() == "it is empty")
            #expect(FileStatus(path: directory + "/empty")?.refusal(allowingEmpty: true) == nil)
            #expect(symlink("empty", directory + "/link") == 0)
            #expect(FileStatus(path: directory + "/link")?.kind == .symbolicLink)
        }
    }
}
