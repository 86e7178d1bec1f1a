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
package final class Console: Sendable {
    /// Keeps each write whole when threads (the camera's lookups) write at once.
    private let lock = Mutex(())
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    private let outFailure: OutputFailure
    /// Whether stdout is a terminal (cards get colour there).
    package let stdoutIsTerminal: Bool
    /// Whether stderr is a terminal (progress bars and previews go there).
    package let stderrIsTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset or empty, `TERM` not "dumb").
    package let colorAllowed: Bool
    /// `--color`: `auto` follows the terminal and `NO_COLOR`; `always` and `never` override both.
    package let colorMode: ColorMode
    /// `--quiet`: no informational messages; warnings and errors still go to stderr.
    package let quiet: Bool

    package init(
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, colorAllowed: Bool, colorMode: ColorMode = .auto,
        quiet: Bool = false, out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outFailure: OutputFailure = OutputFailure()
    ) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.colorAllowed = colorAllowed
        self.colorMode = colorMode
        self.quiet = quiet
        self.writeOut = out
        self.writeErr = err
        self.outFailure = outFailure
    }

    /// The same streams with `--color` and `--quiet` as the command line says.
    package func with(colorMode: ColorMode, quiet: Bool) -> Console {
        Console(
            stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal, colorAllowed: colorAllowed,
            colorMode: colorMode, quiet: quiet, out: writeOut, err: writeErr, outFailure: outFailure)
    }

    /// The process's own stdout and stderr, unbuffered.
    package static func standard(environment: [String: String]) -> Console {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let outFailure = OutputFailure()
        return Console(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            colorAllowed: !noColor,
            out: { outFailure.note(FileDescriptorWriter.write($0, to: STDOUT_FILENO)) },
            err: { FileDescriptorWriter.write($0, to: STDERR_FILENO) }, outFailure: outFailure)
    }

    /// Writes result data to stdout.
    package func out(_ text: String) { lock.withLock { _ in writeOut(text) } }

    /// Why results written to stdout were lost (`OutputFailure`); nil when none was.
    package var stdoutFailure: String? { outFailure.reason }

    /// Writes a line of result data to stdout.
    package func line(_ text: String) { out(text + "\n") }

    /// Writes an informational message to stderr, "cdscan: ..."; nothing with `--quiet`.
    ///
    /// Messages, warnings and errors are escaped here (`Displayable`), whoever made them: a
    /// name from the network, a header or a file name reaches the terminal as text, never as a
    /// control sequence.
    package func message(_ text: String) {
        if quiet { return }
        lock.withLock { _ in writeErr("cdscan: " + Self.shown(text) + "\n") }
    }

    /// Writes a warning to stderr: "cdscan: warning: ...", in yellow where colour is on.
    package func warning(_ text: String) {
        let label = labelColor ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
        lock.withLock { _ in writeErr("cdscan: \(label) \(Self.shown(text))\n") }
    }

    /// Writes a message or a warning, as it was made.
    package func show(_ notice: Notice) {
        switch notice {
        case .message(let text): message(text)
        case .warning(let text): warning(text)
        }
    }

    /// Writes an error to stderr: "cdscan: error: ...", the label in red where colour is on.
    package func error(_ text: String) {
        let label = labelColor ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        lock.withLock { _ in writeErr("cdscan: \(label) \(Self.shown(text))\n") }
    }

    /// `text` as a message shows it: escaped line by line, its end punctuation made single.
    private static func shown(_ text: String) -> String { sentence(Displayable.escapedLines(text)) }

    /// `text` with doubled end punctuation made single: a message that already ends in "." (or
    /// "?", "!") and had one more added ("...loaded.." becomes "...loaded."); an ellipsis stays.
    package static func sentence(_ text: String) -> String {
        var result = Substring(text)
        while result.hasSuffix(".."), !result.hasSuffix("...") || result.hasSuffix("....") {
            result = result.dropLast()
        }
        for end in ["?.", "!.", ":.", ";.", ",."] where result.hasSuffix(end) { result = result.dropLast() }
        return String(result)
    }

    /// Writes raw text to stderr (progress redraws, previews).
    package func errRaw(_ text: String) { lock.withLock { _ in writeErr(text) } }

    /// Whether stdout output may use ANSI colour.
    package var stdoutColor: Bool {
        switch colorMode {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && colorAllowed
        }
    }
    /// Whether stderr output may use ANSI colour and redraws (which need a terminal whatever `--color` says).
    package var stderrColor: Bool {
        switch colorMode {
        case .always: stderrIsTerminal
        case .never: false
        case .auto: stderrIsTerminal && colorAllowed
        }
    }
    /// Whether the "error:"/"warning:" labels are coloured.
    private var labelColor: Bool { colorMode == .always || stderrColor }
}

/// `--color auto|always|never`.
package enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never
}

/// Writes whole strings to a file descriptor (short writes and EINTR resumed by `SystemCall`).
package enum FileDescriptorWriter {
    /// The errno of a write that failed, nil when all went through (the caller decides what a
    /// failure means: lost results on stdout, nothing to be done on stderr).
    @discardableResult
    package static func write(_ text: String, to fd: Int32) -> Int32? {
        SystemCall.writeAll(text.utf8, to: fd)
    }
}
