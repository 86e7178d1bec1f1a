import Foundation
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The built `cdscan` run at a terminal of its own: a pseudo-terminal whose far end is the
/// child's stdin, stdout and stderr and its controlling terminal, so that the line discipline
/// does what a real one does (echo, Enter, Ctrl-D as the end of input, Ctrl-C as SIGINT).
///
/// `setsid --ctty` (util-linux) makes the child a session leader with the terminal as its
/// controlling one: Foundation's `Process` cannot, and a `fork` in the multithreaded test
/// process could not safely either. Not `Sendable`: one test drives it.
package final class PseudoTerminal {
    /// Everything the child wrote to the terminal, gathered by a thread of its own.
    private final class Screen: Sendable {
        let bytes = Mutex<[UInt8]>([])
        let closed = Atomic<Bool>(false)
    }

    private let controller: Int32
    private let process: Process
    private let screen = Screen()

    /// Starts `cdscan arguments` at a new terminal, with exactly `environment` (and PATH), in `directory`.
    package init(_ arguments: [String], environment: [String: String], directory: String? = nil) throws {
        let device: Int32
        (controller, device) = try Self.open()
        defer { close(device) }  // the child has its own; the end of the output then reads as EIO
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--ctty", "--wait", try CDScanBinary.path()] + arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if env["MUSICBRAINZ_API_URL"] == nil { env["MUSICBRAINZ_API_URL"] = CDScanBinary.nowhere }
        process.environment = env
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? FileManager.default.temporaryDirectory.path)
        let handle = FileHandle(fileDescriptor: device, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (handle, handle, handle)
        try process.run()
        let (screen, controller) = (screen, controller)
        Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let got = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                screen.bytes.withLock { $0 += chunk[..<got] }
            }
            screen.closed.store(true, ordering: .sequentiallyConsistent)
        }.start()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        close(controller)
    }

    // Glibc's module hides posix_openpt, grantpt, unlockpt and ptsname (X/Open), and the ioctls
    // behind them are function-like macros Swift cannot import: TIOCSPTLCK and TIOCGPTN, as
    // <asm-generic/ioctls.h> defines them (x86-64 and arm64 alike).
    private static let unlockRequest = UInt(0x4004_5431)
    private static let numberRequest = UInt(0x8004_5430)

    /// A new pseudo-terminal: its controller (what a terminal emulator holds: typing goes in,
    /// the screen comes out) and its device (what a program reads and writes), both the caller's
    /// to close. In-process tests of the line discipline (echo) use the pair directly.
    package static func open() throws(Failure) -> (controller: Int32, device: Int32) {
        let controller = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, unlockRequest, &unlock) == 0,
            ioctl(controller, numberRequest, &number) == 0
        else {
            let code = errno
            if controller >= 0 { close(controller) }
            throw Failure(step: "/dev/ptmx", code: code)
        }
        let device = Glibc.open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            let code = errno
            close(controller)
            throw Failure(step: "open /dev/pts/\(number)", code: code)
        }
        return (controller, device)
    }

    /// A step of setting up the terminal failed.
    package struct Failure: Error, CustomStringConvertible {
        package var step: String
        package var code: Int32
        package var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    /// Types `text` as a keyboard (or a handheld barcode scanner) would: "\n" is Enter,
    /// "\u{04}" Ctrl-D, "\u{03}" Ctrl-C.
    package func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// What the terminal shows so far, its line ends ("\r\n", from the terminal's output
    /// processing) as "\n".
    package var text: String {
        String(decoding: screen.bytes.withLock { $0 }, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Whether the terminal echoes what is typed (its `ECHO` flag, read through the controller).
    package var echoes: Bool {
        var settings = termios()
        return tcgetattr(controller, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Whether the child is still running (its standard input still open).
    package var isRunning: Bool { process.isRunning }

    /// Waits until the terminal shows `expected` `times` times, or `deadline` seconds pass; whether it did.
    ///
    /// The deadline is generous: it only keeps a broken build from hanging the suite.
    @discardableResult
    package func waitFor(_ expected: String, times: Int = 1, deadline: Double = 60) -> Bool {
        let end = Date().addingTimeInterval(deadline)
        while Date() < end {
            if text.components(separatedBy: expected).count - 1 >= times { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits for the child to end (at most `deadline` seconds, then it is killed) and for its
    /// last output; its exit status.
    package func exitStatus(deadline: Double = 60) -> Int32 {
        let end = Date().addingTimeInterval(deadline)
        while process.isRunning, Date() < end { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        while !screen.closed.load(ordering: .sequentiallyConsistent), Date() < end { usleep(10_000) }
        return process.terminationStatus
    }
}
