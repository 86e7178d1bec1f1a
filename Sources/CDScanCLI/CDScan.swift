/// The cdscan command line: parses the arguments, runs a command, returns the exit status.
public enum CDScan {
    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(LookupCommand.spec, defaults: .init(), run: LookupCommand.run),
        Subcommand(ScanCommand.spec, defaults: .init(), run: ScanCommand.run),
        Subcommand(DiscCommand.spec, defaults: .init(), run: DiscCommand.run),
        Subcommand(DevicesCommand.spec, defaults: .init(), run: DevicesCommand.run),
        Subcommand(CatalogCommand.spec, defaults: .init(), run: CatalogCommand.run),
        Subcommand(ExportCommand.spec, defaults: .init(), run: ExportCommand.run),
    ]

    static var subcommandList: [(String, String)] { subcommands.map { ($0.name, $0.abstract) } }

    static let spec = CommandSpec<Void>(
        name: "", abstract: "Turn the barcode on a CD case into the album it belongs to.",
        positionals: .subcommand, arguments: [], options: [],
        discussion: """
            Configuration: DISCOGS_TOKEN (optional: adds Discogs to MusicBrainz), DISCOGS_API_URL,
            MUSICBRAINZ_API_URL; see .env.example.
            """)

    /// Runs cdscan with `arguments` (without the program name); only `main` exits.
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.errRaw(HelpFormatter.help(for: spec, subcommands: subcommandList))
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version", "-V", "version":
            console.line("cdscan \(CDScanVersion.version)")
            return .success
        case "--help", "-h":
            console.out(HelpFormatter.help(for: spec, subcommands: subcommandList))
            return .success
        case "help":
            return help(for: rest.first, console: console)
        case let name:
            guard let command = subcommands.first(where: { $0.name == name }) else {
                return usageFailure(UsageError("Unknown subcommand '\(name)'"), console)
            }
            if rest.contains("--version") {
                console.line("cdscan \(CDScanVersion.version)")
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
            return usageFailure(UsageError("Unknown subcommand '\(command)'"), console)
        }
        console.out(subcommand.help())
        return .success
    }

    /// Prints a usage error the way argument-parser does, and returns 64.
    static func usageFailure(_ error: UsageError, _ console: Console) -> ExitCode {
        console.error(error.message)
        let name = error.command.map { "cdscan \($0)" } ?? "cdscan"
        let usage =
            subcommands.first { $0.name == error.command }?.usageLine
            ?? HelpFormatter.usageLine(for: spec, label: "Usage:")
        console.errRaw("\(usage)\n  See '\(name) --help' for more information.\n")
        return .usage
    }
}
