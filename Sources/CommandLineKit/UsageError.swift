/// A command line cdscan cannot run: exit status 64 (EX_USAGE).
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    package let message: String
    /// The command whose help the message points to ("lookup"), nil for cdscan itself.
    package let command: String?

    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    package var description: String { message }
}
