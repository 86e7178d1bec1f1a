/// One option of a command: its names, its help, and what it does to the options.
///
/// Each command's table of specs drives both parsing and `--help`, so the two
/// cannot drift apart.
public struct OptionSpec<Options>: Sendable {
    public var long: String
    public var short: Character?
    /// The value's placeholder in help ("SECONDS"); nil for a flag.
    public var valueName: String?
    public var help: String
    public var apply: @Sendable (inout Options, String) throws(UsageError) -> Void
    /// The default as `--help` shows it ("(default: 6h)"), read from the command's default
    /// options so that it cannot drift from them; nil: no default shown.
    public var defaultValue: (@Sendable (Options) -> String)?
    /// The words the value is one of, for the completions, when the placeholder does not list
    /// them ("--status <status>"); nil: the placeholder says ("auto|discogs") or it is free.
    public var choices: [String]?

    /// A flag: present or not.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, _ set: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        OptionSpec(long: long, short: short, valueName: nil, help: help) { options, _ in set(&options) }
    }

    /// An option that takes a value.
    public static func value(
        _ long: String, short: Character? = nil, _ valueName: String, help: String,
        _ apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
    ) -> Self {
        OptionSpec(long: long, short: short, valueName: valueName, help: help, apply: apply)
    }

    /// This option, with `--help` showing its default as `describe` puts the default options' value.
    public func defaulting(_ describe: @escaping @Sendable (Options) -> String) -> Self {
        var spec = self
        spec.defaultValue = describe
        return spec
    }

    /// This option, with the shells offering `values` for its value.
    public func choosing(_ values: [String]) -> Self {
        var spec = self
        spec.choices = values
        return spec
    }

    /// The names as help and usage show them: "-o, --output <file.csv>".
    public var names: String {
        (short.map { "-\($0), " } ?? "") + "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
    }

    /// The option in a USAGE line: "[--output <file.csv>]", "[--json]".
    public var usage: String {
        "[--\(long)" + (valueName.map { " <\($0)>" } ?? "") + "]"
    }
}

/// How many positional arguments a command takes, for its USAGE line.
public enum Positionals: Sendable {
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
public struct CommandSpec<Options>: Sendable {
    public var name: String
    public var abstract: String
    /// How many arguments it takes; each one is any of `arguments`.
    public var positionals: Positionals
    public var arguments: [(name: String, help: String)]
    public var options: [OptionSpec<Options>]
    /// Examples and notes shown at the end of `--help`.
    public var discussion: String = ""

    /// A command that takes no arguments or options unless it says so.
    public init(
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
