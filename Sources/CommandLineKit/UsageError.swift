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

    /// What `parse` makes of a value, or its error as a usage error of the command being parsed:
    /// a value's own parser (an address, a list of symbologies) words what is wrong with it. The
    /// error's words are the conformance the caller sees (Presentation's), never its bare case.
    package static func parsing<Value, Failure: Error & CustomStringConvertible>(
        _ parse: () throws(Failure) -> Value
    ) throws(UsageError) -> Value {
        do throws(Failure) {
            return try parse()
        } catch {
            throw UsageError(error.description)
        }
    }
}
