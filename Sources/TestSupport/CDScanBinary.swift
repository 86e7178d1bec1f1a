import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `cdscan` executable as a child process, as a user would.
package struct CDScanBinary {
    /// How one run ended.
    package struct Run: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String

        package init(status: Int32, stdout: String, stderr: String) {
            (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
        }
    }

    /// The package root (`PackageRoot.url`).
    package static let packageRoot = PackageRoot.url

    /// `.build/debug/cdscan`, built by `swift build --build-tests` (scripts/test.sh) before the tests run.
    package static func path() throws -> String {
        // A benchmark (bench/phone-bench.sh) measures the binary of its own build configuration.
        if let chosen = ProcessInfo.processInfo.environment["CDSCAN_BENCH_BINARY"] { return chosen }
        let candidates = [".build/debug/cdscan", ".build/x86_64-unknown-linux-gnu/debug/cdscan"]
            .map { packageRoot.appendingPathComponent($0).path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BinaryMissing(candidates: candidates)
        }
        return found
    }

    /// cdscan is not built where the tests look.
    package struct BinaryMissing: Error, CustomStringConvertible {
        package let candidates: [String]
        package var description: String { "cdscan is not built (looked at \(candidates)); run swift build first" }
    }

    /// A port nothing listens on (discard): MusicBrainz' URL when a test names none.
    package static let nowhere = "http://127.0.0.1:9"

    /// Runs cdscan with exactly `environment` (nothing inherited but PATH), in `directory`.
    ///
    /// Without MUSICBRAINZ_API_URL in `environment` it points at `nowhere` (overriding a `.env`),
    /// so that no test ever reaches the real MusicBrainz, which `--source auto` asks without a token.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, stdin: String? = nil
    ) throws -> Run {
        try run(arguments, environment: environment, directory: directory, input: stdin.map { Data($0.utf8) })
    }

    /// Runs cdscan as `run(_:environment:directory:stdin:)` does, with `input`'s bytes on its standard input.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, input: Data?
    ) throws -> Run {
        let data = input
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if env["MUSICBRAINZ_API_URL"] == nil { env["MUSICBRAINZ_API_URL"] = nowhere }
        process.environment = env
        process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
        let out = Pipe()
        let err = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        // Written on a thread of its own: a photo is bigger than a pipe's buffer, and cdscan
        // may stop reading (or never start) while the test waits for its output.
        let writer = Thread {
            if let data { writeIgnoringBrokenPipe(data, to: stdin.fileHandleForWriting.fileDescriptor) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self))
    }
}

/// Writes `data` to the pipe `descriptor` until done or until the reader is gone. SIGPIPE is
/// blocked on this thread alone, so a cdscan that exits without reading gives EPIPE here rather
/// than killing the test process (the pending signal goes with the thread).
private func writeIgnoringBrokenPipe(_ data: Data, to descriptor: Int32) {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    var offset = 0
    data.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress else { return }
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// Data handed from the reader thread to the test.
package final class LockedData: Sendable {
    package init() {}

    private let data = Mutex<Data?>(nil)

    package func set(_ value: Data) { data.withLock { $0 = value } }
    package var isSet: Bool { data.withLock { $0 != nil } }
    package var value: Data { data.withLock { $0 ?? Data() } }
}
