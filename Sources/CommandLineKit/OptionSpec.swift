/// One option of a command: its names, its help, and what it does to the options.
///
/// Each command's table of specs drives parsing, `--help`, the man page and the completions, so
/// they cannot drift apart; cdscan's tables are read off the options' `@Option` fields
/// (`ParsableOptions.declaredOptions`), each option declared once.
package struct OptionSpec<Options>: Sendable {
    package var long: String
    package var short: Character?
    /// The value's placeholder in help ("SECONDS"); nil for a flag.
    package var valueName: String?
    package var help: String
    package var apply: @Sendable (inout Options, String) throws(UsageError) -> Void
    /// The default as `--help` shows it ("(default: 6h)"), read from the command's default
    /// options so that it cannot drift from them; nil: no default shown.
    package var defaultValue: (@Sendable (Options) -> String)?
    /// The words the value is one of, for the completions, when the placeholder does not list
    /// them ("--status <status>"); nil: the placeholder says ("auto|discogs") or it is free.
    package var choices: [String]?
    /// What to say when the command line lacks the option, for one a command cannot run without
    /// (`OptionDeclaration.required(_:)`); nil: the option may be left out. The parser refuses
    /// a command line without it, and USAGE shows it without brackets, from this one field.
    package var whenMissing: String?

    /// The names as help and usage show them: "-o, --output <file.csv>".
    package var names: String {
        (short.map { "-\($0), " } ?? "") + "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
    }

    /// The option in a USAGE line: "[--output <file.csv>]", "[--json]"; a required one
    /// without the brackets: "--location <place>".
    package var usage: String {
        let option = "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
        return whenMissing == nil ? "[\(option)]" : option
    }
}

/// How many positional arguments a command takes, for its USAGE line.
package enum Positionals: Sendable {
    /// None.
    case none
    /// One at most: "[<device>]".
    case optional
    /// Each of the arguments, in order, all required: "<file>", "<item> <n>".
    case each
    /// Any number, none included: "[<file>|<barcode> ...]".
    case zeroOrMore
    /// At least one: "<barcode> ...".
    case oneOrMore
    /// A subcommand and its own arguments: "<subcommand>".
    case subcommand
}

/// A command's name, documentation and option table.
package struct CommandSpec<Options>: Sendable {
    package var name: String
    package var abstract: String
    /// How many arguments it takes; each one is any of `arguments`.
    package var positionals: Positionals
    package var arguments: [(name: String, help: String)]
    package var options: [OptionSpec<Options>]
    /// Examples and notes shown at the end of `--help`.
    package var discussion: String = ""

    /// A command that takes no arguments or options unless it says so.
    package init(
        name: String, abstract: String, positionals: Positionals = .none,
        arguments: [(name: String, help: String)] = [], options: [OptionSpec<Options>] = [], discussion: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.positionals = positionals
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }
}

extension CommandSpec where Options: ParsableOptions {
    /// A command whose options are the fields of `Options` declare (`@Option`), in their order.
    package init(
        name: String, abstract: String, positionals: Positionals = .none,
        arguments: [(name: String, help: String)] = [], discussion: String = ""
    ) {
        self.init(
            name: name, abstract: abstract, positionals: positionals, arguments: arguments,
            options: Options.declaredOptions, discussion: discussion)
    }
}
