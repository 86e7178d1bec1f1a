/// A command line cdscan cannot run: exit status 64 (EX_USAGE).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    /// The command whose help the message points to ("lookup"), nil for cdscan itself.
    public let command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}
