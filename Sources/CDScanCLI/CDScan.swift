import Lookup

/// The cdscan command line: parses the arguments, runs a command, returns the exit status.
public enum CDScan {
    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [(String, String)] = [
        ("lookup", LookupCommand.spec.abstract)
    ]

    static let spec = CommandSpec<Void>(
        name: "", abstract: "Turn the barcode on a CD case into the album it belongs to.",
        usage: "<subcommand> [options]", arguments: [], options: [],
        discussion: "Configuration: DISCOGS_TOKEN (required), DISCOGS_API_URL; see .env.example.")

    /// Runs cdscan with `arguments` (without the program name); only `main` exits.
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.errRaw(HelpFormatter.help(for: spec, subcommands: subcommands))
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version", "-V", "version":
            console.line("cdscan \(CDScanVersion.version)")
            return .success
        case "--help", "-h":
            console.out(HelpFormatter.help(for: spec, subcommands: subcommands))
            return .success
        case "help":
            return help(for: rest.first, console: console)
        case "lookup":
            return dispatch(rest, spec: LookupCommand.spec, defaults: .init(), context: context, run: LookupCommand.run)
        default:
            return usageFailure(UsageError("Unknown subcommand '\(first)'"), console)
        }
    }

    private static func dispatch<Options>(
        _ arguments: [String], spec: CommandSpec<Options>, defaults: Options, context: CommandContext,
        run: (Options, [String], CommandContext) -> ExitCode
    ) -> ExitCode {
        if arguments.contains("--version") {
            context.console.line("cdscan \(CDScanVersion.version)")
            return .success
        }
        do {
            switch try OptionParser.parse(arguments, spec: spec, defaults: defaults) {
            case .help:
                context.console.out(HelpFormatter.help(for: spec))
                return .success
            case .run(let options, let positionals):
                return run(options, positionals, context)
            }
        } catch {
            return usageFailure(error, context.console)
        }
    }

    private static func help(for command: String?, console: Console) -> ExitCode {
        switch command {
        case nil: console.out(HelpFormatter.help(for: spec, subcommands: subcommands))
        case "lookup": console.out(HelpFormatter.help(for: LookupCommand.spec))
        case let other?: return usageFailure(UsageError("Unknown subcommand '\(other)'"), console)
        }
        return .success
    }

    /// Prints a usage error the way argument-parser does, and returns 64.
    static func usageFailure(_ error: UsageError, _ console: Console) -> ExitCode {
        console.error(error.message)
        let name = error.command.map { "cdscan \($0)" } ?? "cdscan"
        let usage = error.command == "lookup" ? LookupCommand.spec.usage : spec.usage
        console.errRaw("Usage: \(name) \(usage)\n  See '\(name) --help' for more information.\n")
        return .usage
    }

    /// Prints why the Discogs client could not be built, and returns the matching status.
    static func report(_ failure: DiscogsSession.Failure, _ console: Console) -> ExitCode {
        switch failure {
        case .noToken:
            console.error(DiscogsSession.tokenAdvice)
            return .configuration
        case .lookup(let error):
            console.error("DISCOGS_API_URL: \(error).")
            return ExitCode(error)
        case .transport(let error):
            console.error("\(error).")
            return .software
        }
    }
}
