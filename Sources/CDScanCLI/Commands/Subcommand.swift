import Catalog
import CommandLineKit
import Presentation
import Settings
import Workflows

/// A subcommand as the top level sees it: its name, help and how to run it.
///
/// Erases each command's `Options` type so that one table in `CDScan` can
/// list, document and dispatch them all.
struct Subcommand: Sendable {
    let name: String
    let abstract: String
    /// "Usage: cdscan NAME [--json] ...", for usage errors.
    var usageLine: String { makeUsageLine() }
    let help: @Sendable () -> String
    /// The option table without its closures, for the man page and completions.
    var doc: CommandDoc { makeDoc() }
    // Made when asked, not when the table is built: every run builds the table of all
    // commands, and formatting their usage lines was a millisecond of each run's start.
    let makeUsageLine: @Sendable () -> String
    let makeDoc: @Sendable () -> CommandDoc
    let run: @Sendable ([String], CommandContext) -> ExitCode

    init<Options: Sendable>(
        _ spec: CommandSpec<Options>, defaults: Options,
        run: @escaping @Sendable (Options, [String], CommandContext) throws -> ExitCode
    ) {
        name = spec.name
        abstract = spec.abstract
        makeUsageLine = { HelpFormatter.usageLine(for: spec, label: "Usage:") }
        help = { HelpFormatter.help(for: spec, defaults: defaults) }
        makeDoc = { CommandDoc(spec) }
        let valueShorts = Set(spec.options.filter { $0.valueName != nil }.compactMap(\.short))
        self.run = { given, context in
            var context = context
            do throws(UsageError) {
                let (common, arguments) = try CommonOptions.extract(given, valueShorts: valueShorts)
                context.console = context.console.with(colorMode: common.color, quiet: common.quiet)
                return CDScan.running(context.console) {
                    try Self.parse(arguments, spec: spec, defaults: defaults, context: &context, run: run)
                }
            } catch {
                return CDScan.fail(
                    error.command == nil ? UsageError(error.message, command: spec.name) : error,
                    context.console)
            }
        }
    }

    /// Parses `arguments` (help, or the options over the configured defaults) and runs the command.
    private static func parse<Options>(
        _ arguments: [String], spec: CommandSpec<Options>, defaults: Options, context: inout CommandContext,
        run: (Options, [String], CommandContext) throws -> ExitCode
    ) throws -> ExitCode {
        do {
            guard case .run = try OptionParser.parse(arguments, spec: spec, defaults: defaults) else {
                context.console.out(HelpFormatter.help(for: spec, defaults: defaults))
                return .success
            }
            let settings = try context.readSettings()
            context.settings = settings
            let configured = try configured(defaults, spec: spec, settings: settings)
            // Parsed again over the configured defaults, so that the command line wins.
            guard
                case .run(let options, let positionals) = try OptionParser.parse(
                    arguments, spec: spec, defaults: configured)
            else { return .success }
            return try run(options, positionals, context)
        } catch let error as UsageError where error.command == nil {
            throw UsageError(error.message, command: spec.name)
        }
    }
}

/// `defaults` with the option defaults of the configuration (CDSCAN_SOURCE=...) applied by
/// the options' own parsers.
private func configured<Options>(_ defaults: Options, spec: CommandSpec<Options>, settings: Settings)
    throws(SettingsError) -> Options
{
    var options = defaults
    for (variable, long, value) in settings.optionDefaults {
        guard let option = spec.options.first(where: { $0.long == long }) else { continue }
        // CDSCAN_FORMAT chooses the CSV's columns, for every command alike; a gallery needs its
        // folder named with it, so it is asked for on the command line only, and a value refused
        // is answered with the CSV formats alone (export's --format would offer html too).
        if variable == "CDSCAN_FORMAT", CatalogCSV.Format(rawValue: value) == nil {
            let formats = Plural.alternatives(CatalogCSV.Format.allCases.map(\.rawValue))
            let gallery = value == "html" ? "; ask for the gallery with 'cdscan export --format html -o <dir>'" : ""
            throw .invalidValue(variable: variable, problem: "'\(value)' is no CSV format (\(formats))\(gallery)")
        }
        do throws(UsageError) {
            try option.apply(&options, value)
        } catch {
            throw .invalidValue(variable: variable, problem: error.message)
        }
    }
    return options
}
