/// A subcommand as the top level sees it: its name, help and how to run it.
///
/// Erases each command's `Options` type so that one table in `CDScan` can
/// list, document and dispatch them all.
struct Subcommand: Sendable {
    let name: String
    let abstract: String
    /// "Usage: cdscan NAME [--json] ...", for usage errors.
    let usageLine: String
    let help: @Sendable () -> String
    let run: @Sendable ([String], CommandContext) -> ExitCode

    init<Options: Sendable>(
        _ spec: CommandSpec<Options>, defaults: Options,
        run: @escaping @Sendable (Options, [String], CommandContext) throws -> ExitCode
    ) {
        name = spec.name
        abstract = spec.abstract
        usageLine = HelpFormatter.usageLine(for: spec, label: "Usage:")
        help = { HelpFormatter.help(for: spec, defaults: defaults) }
        self.run = { arguments, context in
            CDScan.running(context.console) {
                switch try OptionParser.parse(arguments, spec: spec, defaults: defaults) {
                case .help:
                    context.console.out(HelpFormatter.help(for: spec, defaults: defaults))
                    return .success
                case .run(let options, let positionals):
                    return try run(options, positionals, context)
                }
            }
        }
    }
}
