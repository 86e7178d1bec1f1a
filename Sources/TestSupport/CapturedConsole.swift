import Synchronization
import Terminal

/// A console whose stdout and stderr are strings the test can read.
package final class CapturedConsole: Sendable {
    package let console: Console
    private let captured: Captured

    package init(stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, colorAllowed: Bool = true) {
        let captured = Captured()
        self.captured = captured
        console = Console(
            stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal, colorAllowed: colorAllowed,
            out: { text in captured.text.withLock { $0.out += text } },
            err: { text in captured.text.withLock { $0.err += text } })
    }

    /// What was written to stdout so far.
    package var out: String { captured.text.withLock { $0.out } }
    /// What was written to stderr so far.
    package var err: String { captured.text.withLock { $0.err } }

    /// The two streams, shared with the console's closures.
    private final class Captured: Sendable {
        let text = Mutex((out: "", err: ""))
    }
}
