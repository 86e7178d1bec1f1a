import Foundation
import Synchronization

/// cdscan running in the background (a long scan), its output read as it comes, stopped by a
/// signal: for tests that must act while it runs (open its phone page in a browser).
package final class RunningCDScan: Sendable {
    private let process: Process
    private let stdout = GrowingData()
    private let stderr = GrowingData()

    /// Starts cdscan with `arguments`, exactly `environment` (PATH and a dead MusicBrainz
    /// added as `CDScanBinary.run` adds them), in `directory`.
    package init(_ arguments: [String], environment: [String: String], directory: URL) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if env["MUSICBRAINZ_API_URL"] == nil { env["MUSICBRAINZ_API_URL"] = CDScanBinary.nowhere }
        process.environment = env
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [stdout] handle in
            let chunk = handle.availableData
            stdout.append(chunk)
        }
        err.fileHandleForReading.readabilityHandler = { [stderr] handle in
            let chunk = handle.availableData
            stderr.append(chunk)
        }
        try process.run()
    }

    /// cdscan said nothing in time.
    package struct Silent: Error, CustomStringConvertible {
        package var description: String
    }

    /// cdscan's process id, to signal it or read its state in /proc.
    package var processIdentifier: Int32 { process.processIdentifier }

    /// What cdscan printed on stdout so far.
    package var output: String { stdout.text }
    /// What cdscan printed on stderr so far.
    package var errors: String { stderr.text }

    /// The first line of stdout, waiting up to `seconds` for it.
    package func firstLine(within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let line = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first {
                return String(line)
            }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        throw Silent(description: "cdscan printed no line within \(seconds) s; stderr: \(errors)")
    }

    /// Sends `signal` (if still running; nil: none, cdscan is to end by itself), waits up to
    /// `seconds` for the exit (then SIGKILL), and returns the run.
    package func stop(with signal: Int32? = SIGINT, within seconds: Double = 20) -> CDScanBinary.Run {
        if let signal, process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        usleep(100_000)  // the readability handlers' last chunks
        return CDScanBinary.Run(status: process.terminationStatus, stdout: output, stderr: errors)
    }
}

/// Bytes a reader thread appends to while the test reads them.
private final class GrowingData: Sendable {
    private let data = Mutex(Data())

    func append(_ chunk: Data) { data.withLock { $0.append(chunk) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
