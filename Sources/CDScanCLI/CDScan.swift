import Barcode
import Basics
import CommandLineKit
import Terminal
import Workflows

#if canImport(Glibc)
    import Glibc
#endif

/// The cdscan command line: parses the arguments, runs a command, returns the exit status.
package enum CDScan {
    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [Subcommand] = [
        LookupCommand.subcommand,
        ScanCommand.subcommand,
        DiscCommand.subcommand,
        DevicesCommand.subcommand,
        CatalogCommand.subcommand,
        ExportCommand.subcommand,
        ItemsCommand.subcommand,
        AuditCommand.subcommand,
        SyncCommand.subcommand,
        ValueCommand.subcommand,
        BackupCommand.subcommand,
        RestoreCommand.subcommand,
        DumpCommand.subcommand,
    ]

    static var subcommandList: [(String, String)] { subcommands.map { ($0.name, $0.abstract) } }

    static let spec = CommandSpec<Void>(
        name: "", abstract: "Turn the barcode on a CD case into the album it belongs to.",
        positionals: .subcommand,
        discussion: """
            Configuration: DISCOGS_TOKEN (optional: adds Discogs to MusicBrainz), DISCOGS_API_URL,
            MUSICBRAINZ_API_URL; every variable is in 'man cdscan' (ENVIRONMENT).
            """)

    /// Runs cdscan with `arguments` (without the program name); only `main` exits.
    ///
    /// A run that a SIGTERM stopped ends with 143 in every command, one a SIGHUP stopped with 129
    /// (the signal counter says which signal came first); Ctrl-C's is 130.
    package static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        var status = dispatch(arguments, context: context)
        // Results that never reached stdout (a full disk) are lost work: never a success.
        if let reason = context.console.stdoutFailure {
            context.console.error("cannot write the results to standard output: \(reason)")
            status = max(status, .cannotCreate)
        }
        guard status == .interrupted else { return status }
        switch SignalCounter.firstSignal {
        case SIGTERM: return .terminated
        case SIGHUP: return .hangup
        default: return status
        }
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard !arguments.isEmpty else {
            console.errRaw(HelpFormatter.help(for: spec, subcommands: subcommandList))
            return .usage
        }
        if let status = GeneratedDocs.run(arguments, console: console) { return status }
        // Common options before the command ("cdscan -q lookup ...") go to the command.
        let leading = leadingCommonOptions(arguments)
        guard leading < arguments.count else {
            return usageFailure(UsageError("missing expected argument '<subcommand>'"), console)
        }
        let first = arguments[leading]
        let rest = Array(arguments[..<leading]) + Array(arguments[(leading + 1)...])
        switch first {
        case "--version", "-V", "version":
            console.line(CDScanVersion.versionLine)
            return .success
        case "--help", "-h":
            console.out(HelpFormatter.help(for: spec, subcommands: subcommandList))
            return .success
        case "help":
            return help(for: rest.first, console: console)
        case let name:
            guard let command = subcommands.first(where: { $0.name == name }) else {
                return usageFailure(UsageError(unknownCommand(name)), console)
            }
            if rest.contains("--version") {
                console.line(CDScanVersion.versionLine)
                return .success
            }
            return command.run(rest, context)
        }
    }
    private static func help(for command: String?, console: Console) -> ExitCode {
        guard let command else {
            console.out(HelpFormatter.help(for: spec, subcommands: subcommandList))
            return .success
        }
        guard let subcommand = subcommands.first(where: { $0.name == command }) else {
            return usageFailure(UsageError(unknownCommand(command)), console)
        }
        console.out(subcommand.help())
        return .success
    }

    /// How many of the first arguments are --quiet, -q or --color [value].
    static func leadingCommonOptions(_ arguments: [String]) -> Int {
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "-q", "--quiet": index += 1
            case "--color": index += 2
            case let argument where argument.hasPrefix("--color="): index += 1
            default: return min(index, arguments.count)
            }
        }
        return min(index, arguments.count)
    }

    /// "unknown command 'lokup'; did you mean 'lookup'?", or for a barcode the lookup to run.
    static func unknownCommand(_ name: String) -> String {
        let shown = Displayable.escaped(String(name.prefix(40)))
        if name.first?.isNumber == true, case .barcode = TypedCode(reading: name) {
            return "unknown command '\(shown)'; to look the barcode up: cdscan lookup \(shown)"
        }
        return "unknown command '\(shown)'" + Suggestion.phrase(name, among: subcommands.map(\.name) + ["help"])
    }

    /// Prints a usage error the way argument-parser does, and returns 64.
    static func usageFailure(_ error: UsageError, _ console: Console) -> ExitCode {
        console.error(error.message)
        let name = error.command.map { "cdscan \($0)" } ?? "cdscan"
        let usage =
            (subcommands + ItemsCommand.actions + DumpCommand.actions).first { $0.name == error.command }?.usageLine
            ?? HelpFormatter.usageLine(for: spec, label: "Usage:")
        console.errRaw("\(usage)\n  See '\(name) --help' for more information.\n")
        return .usage
    }
}
