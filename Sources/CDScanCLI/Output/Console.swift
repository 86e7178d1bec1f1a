import Basics
import Foundation
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Where a command writes: results to stdout, messages and progress to stderr.
///
/// Commands never touch the file descriptors directly, so the end-to-end tests
/// can run them in-process with a `Console` that captures both streams.
public final class Console: Sendable {
    /// Keeps each write whole when threads (the camera's lookups) write at once.
    private let lock = Mutex(())
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    /// Whether stdout is a terminal (cards get colour there).
    public let stdoutIsTerminal: Bool
    /// Whether stderr is a terminal (progress bars and previews go there).
    public let stderrIsTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset or empty, `TERM` not "dumb").
    public let colorAllowed: Bool

    public init(
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, colorAllowed: Bool,
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.colorAllowed = colorAllowed
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own stdout and stderr, unbuffered.
    public static func standard(environment: [String: String]) -> Console {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return Console(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            colorAllowed: !noColor,
            out: { FileDescriptorWriter.write($0, to: STDOUT_FILENO) },
            err: { FileDescriptorWriter.write($0, to: STDERR_FILENO) })
    }

    /// Writes result data to stdout.
    public func out(_ text: String) { lock.withLock { _ in writeOut(text) } }

    /// Writes a line of result data to stdout.
    public func line(_ text: String) { out(text + "\n") }

    /// Writes a message to stderr, prefixed "cdscan: ".
    public func message(_ text: String) { lock.withLock { _ in writeErr("cdscan: " + text + "\n") } }

    /// Writes an error to stderr: "Error: ..." in red on a colour terminal.
    public func error(_ text: String) {
        let label = stderrColor ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:"
        lock.withLock { _ in writeErr("\(label) \(text)\n") }
    }

    /// Writes raw text to stderr (progress redraws, previews).
    public func errRaw(_ text: String) { lock.withLock { _ in writeErr(text) } }

    /// Whether stdout output may use ANSI colour.
    public var stdoutColor: Bool { stdoutIsTerminal && colorAllowed }
    /// Whether stderr output may use ANSI colour and redraws.
    public var stderrColor: Bool { stderrIsTerminal && colorAllowed }
}

/// Writes whole strings to a file descriptor (short writes and EINTR resumed by `SystemCall`).
enum FileDescriptorWriter {
    static func write(_ text: String, to fd: Int32) {
        // EPIPE and the like: the reader is gone; nothing useful to do.
        _ = SystemCall.writeAll(text.utf8, to: fd)
    }
}
