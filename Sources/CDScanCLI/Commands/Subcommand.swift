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
    /// The option table without its closures, for the man page and completions.
    let doc: CommandDoc
    let run: @Sendable ([String], CommandContext) -> ExitCode

    init<Options: Sendable>(
        _ spec: CommandSpec<Options>, defaults: Options,
        run: @escaping @Sendable (Options, [String], CommandContext) -> ExitCode
    ) {
        name = spec.name
        abstract = spec.abstract
        usageLine = HelpFormatter.usageLine(for: spec, label: "Usage:")
        help = { HelpFormatter.help(for: spec, defaults: defaults) }
        doc = CommandDoc(spec)
        let valueShorts = Set(spec.options.filter { $0.valueName != nil }.compactMap(\.short))
        self.run = { given, context in
            var context = context
            do throws(UsageError) {
                let (common, arguments) = try CommonOptions.extract(given, valueShorts: valueShorts)
                context.console = context.console.with(colorMode: common.color, quiet: common.quiet)
                switch try OptionParser.parse(arguments, spec: spec, defaults: defaults) {
                case .help:
                    context.console.out(HelpFormatter.help(for: spec, defaults: defaults))
                    return .success
                case .run:
                    let settings: Settings
                    do {
                        settings = try context.readSettings()
                    } catch {
                        context.console.error("\(error).")
                        return .configuration
                    }
                    context.settings = settings
                    guard let configured = configured(defaults, spec: spec, settings: settings, context.console) else {
                        return .configuration
                    }
                    // Parsed again over the configured defaults, so that the command line wins.
                    guard
                        case .run(let options, let positionals) = try OptionParser.parse(
                            arguments, spec: spec, defaults: configured)
                    else { return .success }
                    return run(options, positionals, context)
                }
            } catch {
                return CDScan.usageFailure(
                    error.command == nil ? UsageError(error.message, command: spec.name) : error, context.console)
            }
        }
    }
}

/// `defaults` with the option defaults of the configuration (CDSCAN_SOURCE=...) applied by
/// the options' own parsers; nil, with the error printed, when one refuses its value.
private func configured<Options>(
    _ defaults: Options, spec: CommandSpec<Options>, settings: Settings, _ console: Console
) -> Options? {
    var options = defaults
    for (variable, long, value) in settings.optionDefaults {
        guard let option = spec.options.first(where: { $0.long == long }) else { continue }
        do throws(UsageError) {
            try option.apply(&options, value)
        } catch {
            console.error("\(SettingsError.invalidValue(variable: variable, problem: error.message)).")
            return nil
        }
    }
    return options
}
