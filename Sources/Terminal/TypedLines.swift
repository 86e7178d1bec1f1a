import Basics
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The lines a person types at a terminal, each handed over as soon as its Enter arrives: a
/// handheld barcode scanner (a "keyboard wedge") types a code and Enter, and `catalog -` and
/// `lookup -` answer each code before the next.
///
/// It reads the descriptor itself rather than through stdio's buffer, so that what was typed
/// ahead stays here for the next call (and for a question asked meanwhile, through `readLine`).
/// It waits with `poll` for a tenth of a second at a time and asks `interrupted` in between:
/// `SignalCounter`'s handler resumes reads (`SA_RESTART`), so a blocking read would let a
/// Ctrl-C wait for the next line. Ctrl-D on an empty line is the end of input (after text on
/// the line, a first Ctrl-D hands that text over without a newline, as in a shell).
package final class TypedLines: Sendable {
    /// What asking for the next line gave.
    package enum Read: Equatable, Sendable {
        /// A line, without its line end.
        case line(String)
        /// The end of input: Ctrl-D, or the terminal went away.
        case end
        /// `interrupted` said to stop waiting.
        case interrupted
    }

    /// Milliseconds between two looks at `interrupted` while nothing is typed.
    static let checkInterval: Int32 = 100

    private let descriptor: Int32
    private let interrupted: @Sendable () -> Bool
    /// Bytes read but not handed over yet (the start of a line, or lines typed ahead), each with
    /// whether the terminal showed it (echoed it as it was typed).
    private let pending = Mutex<Pending>(Pending())
    /// Set by `echoingOnlyWhileWaiting`: the terminal's settings with and without echo, and where
    /// cdscan shows what was typed while echo was off.
    private let echo = Mutex<EchoControl?>(nil)

    private struct Pending {
        var bytes: [UInt8] = []
        var shown: [Bool] = []
        /// The end of input (Ctrl-D, the terminal gone) was read while not waiting: a terminal
        /// says it once, so it is kept for the next `next`.
        var ended = false

        mutating func append(_ chunk: ArraySlice<UInt8>, shown wasShown: Bool) {
            bytes += chunk
            shown += repeatElement(wasShown, count: chunk.count)
        }

        mutating func removeFirst(_ count: Int) {
            bytes.removeFirst(count)
            shown.removeFirst(count)
        }

        /// Whether the next line must be waited for: no whole line is held, and input has not ended.
        var waits: Bool { !ended && !bytes.contains(UInt8(ascii: "\n")) }
    }

    private struct EchoControl: Sendable {
        var waiting: termios
        var busy: termios
        let show: @Sendable (String) -> Void
    }

    /// Lines from `descriptor` (standard input by default); `interrupted` is asked between waits.
    package init(descriptor: Int32 = STDIN_FILENO, interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.descriptor = descriptor
        self.interrupted = interrupted
    }

    /// The next line, waiting for it as long as it takes unless `interrupted` says to stop;
    /// `prompt` shows the prompt first.
    ///
    /// Under `echoingOnlyWhileWaiting`, the terminal echoes only while this waits: lines typed
    /// while cdscan was busy were not shown, and are shown (by `show`) as they are handed over,
    /// after the prompt, instead of in the middle of an answer being printed. The echo goes on
    /// before the prompt is shown, and what came in before it did is read then: a code typed once
    /// the prompt shows is echoed by the terminal, never taken unseen.
    package func next(prompt: () -> Void = {}) -> Read {
        let control = echo.withLock { $0 }
        // What was typed while busy, echo off: shown after the prompt (`takeLine`, below).
        if control != nil { readWithoutWaiting(shown: false) }
        // A line typed ahead is handed over as it is; else the echo goes on for the wait, and
        // what came in before it did is read now, unechoed, to be shown.
        let echoing = control.flatMap { control in pending.withLock { $0.waits } ? control : nil }
        if let echoing {
            setTerminal(echoing.waiting)
            readWithoutWaiting(shown: false)
        }
        defer { if let echoing { setTerminal(echoing.busy) } }
        prompt()
        if let line = takeLine() { return .line(line) }
        if pending.withLock({ $0.ended }) { return takeRest() }
        if let control {
            // What was typed of the line while busy: shown now, then the terminal echoes the rest.
            let started = pending.withLock { pending in
                defer { pending.shown = pending.shown.map { _ in true } }
                return String(decoding: zip(pending.bytes, pending.shown).filter { !$0.1 }.map(\.0), as: UTF8.self)
            }
            if !started.isEmpty { control.show(started) }
        }
        return waitForLine()
    }

    private func waitForLine() -> Read {
        while true {
            if let line = takeLine() { return .line(line) }
            if interrupted() { return .interrupted }
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, Self.checkInterval)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got =
                ready < 0
                ? -1
                : SystemCall.retryingEINTR {
                    chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                }
            // Nothing more to read (Ctrl-D, a hung-up terminal, an error): what was typed is the last line.
            guard got > 0 else { return takeRest() }
            pending.withLock { $0.append(chunk[..<got], shown: true) }
        }
    }

    /// Runs `body` with the terminal echoing only while `next` waits for a line, so that codes
    /// a handheld scanner types during a lookup do not land in the middle of the answer being
    /// printed; they are shown with `show` when their turn comes. The terminal's settings are
    /// put back afterwards; on anything but a terminal, or one that does not echo, `body` just runs.
    package func echoingOnlyWhileWaiting<Result>(
        show: @escaping @Sendable (String) -> Void, _ body: () throws -> Result
    ) rethrows -> Result {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0, saved.c_lflag & tcflag_t(ECHO) != 0 else { return try body() }
        var busy = saved
        busy.c_lflag &= ~tcflag_t(ECHO)
        guard setTerminal(busy) else { return try body() }
        echo.withLock { $0 = EchoControl(waiting: saved, busy: busy, show: show) }
        defer {
            echo.withLock { $0 = nil }
            setTerminal(saved)
        }
        return try body()
    }

    @discardableResult
    private func setTerminal(_ settings: termios) -> Bool {
        var settings = settings
        return SystemCall.retryingEINTR { tcsetattr(descriptor, TCSANOW, &settings) } == 0
    }

    /// Reads what the terminal holds without waiting; `shown`: whether it was echoed.
    private func readWithoutWaiting(shown: Bool) {
        while true {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard SystemCall.retryingEINTR({ poll(&watched, 1, 0) }) > 0, watched.revents & Int16(POLLIN) != 0
            else { return }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = SystemCall.retryingEINTR {
                chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            }
            guard got > 0 else {
                pending.withLock { $0.ended = true }
                return
            }
            pending.withLock { $0.append(chunk[..<got], shown: shown) }
        }
    }

    /// The next line as `readLine` gives one: nil at the end of input or on an interrupt.
    package func readLine() -> String? {
        guard case .line(let line) = next() else { return nil }
        return line
    }

    /// The whole lines typed ahead and not handed over yet, read without waiting: after a stop,
    /// the codes a handheld scanner typed while the last one was looked up, which are recorded
    /// rather than dropped. A line without its Enter stays.
    package func typedAhead() -> [String] {
        readWithoutWaiting(shown: echo.withLock { $0 } == nil)
        var lines: [String] = []
        while let line = takeLine() { lines.append(line) }
        return lines
    }

    /// Runs `body` with the terminal told not to throw away what was typed ahead when Ctrl-C
    /// comes (`NOFLSH`): a terminal's line discipline flushes its input queue at SIGINT, and
    /// the codes scanned during a lookup would be lost though they were echoed. The terminal's
    /// settings are put back afterwards; on anything but a terminal `body` just runs.
    /// - SeeAlso: https://man7.org/linux/man-pages/man3/termios.3.html
    package func keepingTypeAhead<Result>(_ body: () throws -> Result) rethrows -> Result {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return try body() }
        var kept = saved
        kept.c_lflag |= tcflag_t(NOFLSH)
        guard SystemCall.retryingEINTR({ tcsetattr(descriptor, TCSANOW, &kept) }) == 0 else { return try body() }
        defer { _ = SystemCall.retryingEINTR { tcsetattr(descriptor, TCSANOW, &saved) } }
        return try body()
    }

    /// The first whole line waiting, without its `\n` (or `\r\n`).
    /// A line typed while the terminal did not echo is shown as it is taken (`echoingOnlyWhileWaiting`).
    private func takeLine() -> String? {
        let taken: (line: String, unshown: Bool)? = pending.withLock { pending in
            guard let end = pending.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let line = Self.text(pending.bytes[..<end])
            let unshown = pending.shown[...end].contains(false)
            pending.removeFirst(end + 1)
            return (line, unshown)
        }
        guard let taken else { return nil }
        if taken.unshown, let control = echo.withLock({ $0 }) { control.show(taken.line + "\n") }
        return taken.line
    }

    /// What is left when the input ends: the last line, typed without Enter; or the end.
    private func takeRest() -> Read {
        pending.withLock { pending in
            defer { pending = Pending() }
            return pending.bytes.isEmpty ? .end : .line(Self.text(pending.bytes[...]))
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}
