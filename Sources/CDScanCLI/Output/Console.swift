import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Where a command writes: results to stdout, messages and progress to stderr.
///
/// Commands never touch the file descriptors directly, so the end-to-end tests
/// can run them in-process with a `Console` that captures both streams.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
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
    public func out(_ text: String) { lock.withLock { writeOut(text) } }

    /// Writes a line of result data to stdout.
    public func line(_ text: String) { out(text + "\n") }

    /// Writes a message to stderr, prefixed "cdscan: ".
    public func message(_ text: String) { lock.withLock { writeErr("cdscan: " + text + "\n") } }

    /// Writes an error to stderr: "Error: ..." in red on a colour terminal.
    public func error(_ text: String) {
        let label = stderrColor ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:"
        lock.withLock { writeErr("\(label) \(text)\n") }
    }

    /// Writes raw text to stderr (progress redraws, previews).
    public func errRaw(_ text: String) { lock.withLock { writeErr(text) } }

    /// Whether stdout output may use ANSI colour.
    public var stdoutColor: Bool { stdoutIsTerminal && colorAllowed }
    /// Whether stderr output may use ANSI colour and redraws.
    public var stderrColor: Bool { stderrIsTerminal && colorAllowed }
}

/// Writes whole strings to a file descriptor, retrying short writes and EINTR.
enum FileDescriptorWriter {
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // EPIPE and the like: the reader is gone; nothing useful to do.
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
