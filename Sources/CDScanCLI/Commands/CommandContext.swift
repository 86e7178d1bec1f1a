import Basics
import Foundation

/// What a command may use of the outside world; `main` builds the real one,
/// tests build their own.
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]
    /// The directory `.env` and relative paths are read from.
    public var directory: String
    public var time: any TimeSource
    /// Reads a line a person typed (the pressing picker); nil at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether standard input is a terminal, i.e. someone can answer a question.
    public var stdinIsTerminal: Bool

    public init(
        console: Console, environment: [String: String], directory: String, time: any TimeSource,
        readLine: @escaping @Sendable () -> String? = { nil }, stdinIsTerminal: Bool = false
    ) {
        self.console = console
        self.environment = environment
        self.directory = directory
        self.time = time
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
    }

    /// The process's real console, environment, directory and clock.
    public static func standard() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        return CommandContext(
            console: .standard(environment: environment), environment: environment,
            directory: FileManager.default.currentDirectoryPath, time: SystemClock(),
            readLine: { Swift.readLine(strippingNewline: true) }, stdinIsTerminal: isatty(STDIN_FILENO) == 1)
    }

    /// Whether a person can be asked to choose: both stdin and stderr are terminals.
    var canAsk: Bool { stdinIsTerminal && console.stderrIsTerminal }

    /// Settings from the environment and `.env`, warning about anything odd in them.
    func loadSettings() -> Settings {
        let settings = Settings.load(environment: environment, directory: directory)
        settings.warnings.forEach { console.message("warning: \($0)") }
        return settings
    }
}
