import Foundation
import TestSupport
import Testing

/// Results that cannot be written to stdout (a full disk: /dev/full answers every write with
/// ENOSPC) end with one line on stderr and exit 73, never 0: a script that saved the output
/// would otherwise take an empty file for a finished run. (A reviewer found `export -o -`,
/// `items list`, `value` and `lookup` all exiting 0 there.)
@Suite struct StdoutFailureEndToEndTests {
    static let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/camera/upca-029667431224.png").path

    /// cdscan with its stdout on /dev/full; the status and stderr.
    func runIntoAFullDisk(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = arguments
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "MUSICBRAINZ_API_URL": CDScanBinary.nowhere, "DISCOGS_API_URL": CDScanBinary.nowhere,
        ]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: [
        ["scan", "--image", "--no-lookup", "--json", photo], ["scan", "--image", "--no-lookup", photo],
        ["--version"], ["lookup", "--help"],
    ])
    func resultsThatCannotBeWrittenExit73(_ arguments: [String]) throws {
        let run = try runIntoAFullDisk(arguments)
        #expect(run.status == 73, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("cannot write the results to standard output: No space left on device"))
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    /// The same commands with stdout a pipe that is read: 0, nothing on stderr.
    @Test func theSameCommandsSucceedWhenTheirOutputIsRead() throws {
        let run = try CDScanBinary.run(["scan", "--image", "--no-lookup", "--json", Self.photo])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"status\":\"read\""))
    }
}
