import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Lists and standard input are read up to a limit, with a clear error beyond it (issue 27,
/// point 6): `yes | cdscan catalog -` once grew to 2.9 GB in 6 s and never ended.
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct BoundedInputEndToEndTests {
    /// `yes 029667431224 | cdscan ARGUMENTS`: standard input that never ends. Nil when cdscan had
    /// to be killed after a minute (before the limit, it read until the memory ran out).
    func endless(_ arguments: [String], in directory: String) throws -> (status: Int32, stderr: String)? {
        let yes = Process()
        yes.executableURL = URL(fileURLWithPath: "/usr/bin/yes")
        yes.arguments = ["029667431224"]
        let pipe = Pipe()
        yes.standardOutput = pipe
        let cdscan = Process()
        cdscan.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        cdscan.arguments = arguments
        cdscan.currentDirectoryURL = URL(fileURLWithPath: directory)
        cdscan.environment = [
            "HOME": directory, "XDG_DATA_HOME": directory + "/data", "XDG_CONFIG_HOME": directory,
            "DISCOGS_API_URL": CDScanBinary.nowhere, "MUSICBRAINZ_API_URL": CDScanBinary.nowhere, "NO_COLOR": "1",
        ]
        cdscan.standardInput = pipe
        cdscan.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        cdscan.standardError = errors
        try yes.run()
        try cdscan.run()
        defer {
            yes.terminate()
            yes.waitUntilExit()
        }
        let deadline = Date() + 60
        while cdscan.isRunning, Date() < deadline { usleep(10_000) }
        guard !cdscan.isRunning else {
            cdscan.terminate()
            cdscan.waitUntilExit()
            return nil
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (cdscan.terminationReason == .exit ? cdscan.terminationStatus : -1, stderr)
    }

    @Test(arguments: [["catalog", "-", "--no-progress"], ["lookup", "-"]])
    func endlessStandardInputIsRefusedAtTheLimit(_ arguments: [String]) throws {
        try withScratchDirectory { directory in
            let run = try #require(try endless(arguments, in: directory), "cdscan read on for a minute")
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "cdscan: error: standard input is refused: it holds more than 16 MB, the most a list may hold.\n"
            )
            #expect(!FileManager.default.fileExists(atPath: directory + "/data/cdscan/catalog.sqlite"))
        }
    }

    @Test func aListLineOfManyKilobytesIsRefusedBeforeAnythingIsRecorded() throws {
        try withScratchDirectory { directory in
            let list = "029667431224\n" + String(repeating: "1", count: 5_000) + "\n"
            try list.write(toFile: directory + "/list.txt", atomically: false, encoding: .utf8)
            let environment = ["XDG_DATA_HOME": directory + "/data", "HOME": directory, "NO_COLOR": "1"]
            let run = try CDScanBinary.run(
                ["catalog", "list.txt", "--no-progress"], environment: environment,
                directory: URL(fileURLWithPath: directory))
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "cdscan: error: list.txt is refused: line 2 is longer than 4 kB; a list holds one barcode a line.\n"
            )
            #expect(!FileManager.default.fileExists(atPath: directory + "/data/cdscan/catalog.sqlite"))
            let piped = try CDScanBinary.run(
                ["lookup", "-"], environment: environment, directory: URL(fileURLWithPath: directory), stdin: list)
            #expect(piped.status == 65)
            #expect(piped.stderr.contains("standard input is refused: line 2 is longer than 4 kB"))
        }
    }
}
