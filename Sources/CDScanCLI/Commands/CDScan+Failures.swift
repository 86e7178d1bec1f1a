import CommandLineKit
import Terminal
import Workflows

extension CDScan {
    /// Runs a command; whatever it throws is printed and mapped to its exit status here.
    static func running(_ console: Console, _ command: () throws -> ExitCode) -> ExitCode {
        do {
            return try command()
        } catch {
            return fail(error, console)
        }
    }

    /// A usage error with the command's usage line; every other error through `ErrorReport`.
    static func fail(_ error: any Error, _ console: Console) -> ExitCode {
        if let usage = error as? UsageError { return usageFailure(usage, console) }
        return ErrorReport.fail(error, console)
    }
}
