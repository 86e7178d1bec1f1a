import Basics
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The sidecar lock: refused while held (saying by whom), free once let go, and safe to delete.
@Suite struct FileLockTests {
    @Test func aSecondLockOnTheSameFileIsRefusedWithTheHoldersProcessID() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/index.lock"
        var first: FileLock? = try FileLock(path: path)
        #expect(throws: FileLock.Failure.held(pid: getpid())) { try FileLock(path: path) }
        #expect(first != nil)
        first = nil
        #expect(throws: Never.self) { try FileLock(path: path) }
    }

    @Test func aLockFileDeletedByItsHolderCanBeLockedAfresh() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/index.lock"
        let first = try FileLock(path: path)
        first.removeFile()
        #expect(!FileManager.default.fileExists(atPath: path))
        // The old file is gone with its lock: a new one is made and locked even while the first is held.
        let second = try FileLock(path: path)
        #expect(FileManager.default.fileExists(atPath: second.path))
        withExtendedLifetime(first) {}
    }

    @Test func aKilledHoldersLockEndsWithIt() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/index.lock"
        // Another process takes the lock (flock(1) on its descriptor 9) and would keep it a long while:
        // the shell execs into sleep, so the holder is the one process the test kills.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        // It writes its process id first, as cdscan does: a lock file holding anything else is refused.
        child.arguments = ["-c", "exec 9>\"$0\" && echo $$ >&9 && flock --exclusive 9 && exec sleep 600", path]
        try child.run()
        // Until the shell has become sleep, flock(1) may still be running, sharing the locked
        // descriptor: killed then, the shell would leave it holding the lock a moment longer.
        let comm = "/proc/\(child.processIdentifier)/comm"
        var refused = false
        for _ in 0..<2000 where !refused {
            do {
                _ = try FileLock(path: path)
            } catch {
                if case .held = error {
                    refused = (try? String(contentsOfFile: comm, encoding: .utf8)) == "sleep\n"
                }
            }
            if !refused { usleep(5000) }
        }
        #expect(refused)
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(throws: Never.self) { try FileLock(path: path) }
    }

    @Test func theLockIsRefusedToAnotherProcessWhileHeld() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/index.lock"
        let lock = try FileLock(path: path)
        // flock(1) exits 1 when --nonblock finds the lock taken.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        child.arguments = ["--exclusive", "--nonblock", path, "/bin/true"]
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\(getpid())\n")
        withExtendedLifetime(lock) {}
    }
}
