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
        #expect(throws: Never.self) { try lockOnceReleased(path) }
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
        // Like cdscan, it writes its process id only once it holds the lock (a lock file holding
        // anything else is refused): written before, it could land between this process's own
        // write and cut and leave a file that holds more than a process id. `<>` opens without
        // cutting what a FileLock of this test may be writing; `>` replaces it once locked.
        child.arguments = ["-c", "exec 9<>\"$0\" && flock --exclusive 9 && echo $$ >\"$0\" && exec sleep 600", path]
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
        #expect(throws: Never.self) { try lockOnceReleased(path) }
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

    /// Takes the lock at `path`, trying again for a moment while it is held: a child that
    /// another test running beside this one is spawning shares this process's descriptors from
    /// its fork to its exec, a lock's just closed descriptor among them, and keeps the lock that
    /// long.
    private func lockOnceReleased(_ path: String) throws(FileLock.Failure) -> FileLock {
        for _ in 0..<400 {
            do {
                return try FileLock(path: path)
            } catch {
                guard case .held = error else { throw error }
            }
            usleep(5000)
        }
        return try FileLock(path: path)
    }
}
