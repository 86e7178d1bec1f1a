import CommandLineKit
import Workflows

/// One command of cdscan: its option table, the one check of its parsed command line, and its run.
///
/// The parser checks each option's value (`OptionSpec`) and the number of arguments
/// (`CommandSpec.positionals`); `validate` checks the options and arguments together, before
/// anything is read, written or asked; `run` runs what passed.
protocol Command: SendableMetatype {
    /// Its options, each field declaring its command-line option; `Options()` are the
    /// defaults before the configuration and the command line set any.
    associatedtype Options: ParsableOptions
    static var spec: CommandSpec<Options> { get }
    /// Why the command line cannot run at all: every check of its options and arguments together
    /// that needs no file, service or device (a usage error, 64). The one place for them.
    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError)
    /// Runs a command line `validate` passed.
    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode
}

extension Command {
    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {}

    /// `validate`, then `run`: what `cdscan NAME ...` does once its command line is parsed.
    static func checkedRun(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        try validate(options, arguments: arguments, context: context)
        return try run(options, arguments: arguments, context: context)
    }

    /// `checkedRun` with whatever it throws reported (usage errors with the usage line) and
    /// mapped to its status, as the process ends with it.
    static func main(_ options: Options, arguments: [String], context: CommandContext) -> ExitCode {
        CDScan.running(context.console) { try checkedRun(options, arguments: arguments, context: context) }
    }

    /// The command for the dispatch table.
    static var subcommand: Subcommand {
        Subcommand(spec, defaults: Options()) { options, arguments, context in
            try checkedRun(options, arguments: arguments, context: context)
        }
    }
}
