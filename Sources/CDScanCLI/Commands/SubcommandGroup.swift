import CommandLineKit
import Terminal
import Workflows

extension Subcommand {
    /// A group of actions (`dump`, `items`): `cdscan GROUP ACTION ...` runs the action named
    /// "GROUP ACTION"; no action prints the group's help on stderr and exits 64.
    static func group(_ spec: CommandSpec<Void>, actions: [Subcommand]) -> Subcommand {
        let prefix = spec.name + " "
        let help: @Sendable () -> String = {
            HelpFormatter.help(
                for: spec, subcommands: actions.map { (String($0.name.dropFirst(prefix.count)), $0.abstract) })
        }
        return Subcommand(
            name: spec.name, abstract: spec.abstract,
            usageLine: { HelpFormatter.usageLine(for: spec, label: "Usage:") },
            help: help, doc: { CommandDoc(spec, subcommands: actions.map(\.doc)) },
            run: { arguments, context in
                // Common options may come before the action ("cdscan -q items list" reaches here as
                // "-q list"): they go on to the action, which parses them as every command does.
                let leading = CDScan.leadingCommonOptions(arguments)
                let common = Array(arguments[..<leading])
                let arguments = Array(arguments[leading...])
                guard let first = arguments.first else {
                    context.console.errRaw(help())
                    return .usage
                }
                if first == "--help" || first == "-h" || first == "help" {
                    context.console.out(help())
                    return .success
                }
                guard let action = actions.first(where: { $0.name == prefix + first }) else {
                    let known = actions.map { String($0.name.dropFirst(prefix.count)) }
                    let message =
                        "unknown \(spec.name) action '\(Displayable.escaped(first))'"
                        + Suggestion.phrase(first, among: known)
                    return CDScan.fail(UsageError(message, command: spec.name), context.console)
                }
                return action.run(common + arguments.dropFirst(), context)
            })
    }

    /// A subcommand with its own dispatch (a group).
    private init(
        name: String, abstract: String, usageLine: @escaping @Sendable () -> String,
        help: @escaping @Sendable () -> String, doc: @escaping @Sendable () -> CommandDoc,
        run: @escaping @Sendable ([String], CommandContext) -> ExitCode
    ) {
        self.name = name
        self.abstract = abstract
        self.makeUsageLine = usageLine
        self.help = help
        self.makeDoc = doc
        self.run = run
    }
}
