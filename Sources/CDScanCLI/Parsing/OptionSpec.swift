/// One option of a command: its names, its help, and what it does to the options.
///
/// Each command's table of specs drives both parsing and `--help`, so the two
/// cannot drift apart.
struct OptionSpec<Options>: Sendable {
    var long: String
    var short: Character?
    /// The value's placeholder in help ("SECONDS"); nil for a flag.
    var valueName: String?
    var help: String
    var apply: @Sendable (inout Options, String) throws(UsageError) -> Void
    /// The default as `--help` shows it ("(default: 6h)"), read from the command's default
    /// options so that it cannot drift from them; nil: no default shown.
    var defaultValue: (@Sendable (Options) -> String)?

    /// A flag: present or not.
    static func flag(
        _ long: String, short: Character? = nil, help: String, _ set: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        OptionSpec(long: long, short: short, valueName: nil, help: help) { options, _ in set(&options) }
    }

    /// An option that takes a value.
    static func value(
        _ long: String, short: Character? = nil, _ valueName: String, help: String,
        _ apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
    ) -> Self {
        OptionSpec(long: long, short: short, valueName: valueName, help: help, apply: apply)
    }

    /// This option, with `--help` showing its default as `describe` puts the default options' value.
    func defaulting(_ describe: @escaping @Sendable (Options) -> String) -> Self {
        var spec = self
        spec.defaultValue = describe
        return spec
    }

    /// The names as help and usage show them: "-o, --output <file.csv>".
    var names: String {
        (short.map { "-\($0), " } ?? "") + "--\(long)" + (valueName.map { " <\($0)>" } ?? "")
    }

    /// The option in a USAGE line: "[--output <file.csv>]", "[--json]".
    var usage: String {
        "[--\(long)" + (valueName.map { " <\($0)>" } ?? "") + "]"
    }
}

/// How many positional arguments a command takes, for its USAGE line.
enum Positionals: Sendable {
    /// None.
    case none
    /// One at most: "[<device>]".
    case optional
    /// Any number, none included: "[<file>|<barcode> ...]".
    case zeroOrMore
    /// At least one: "<barcode> ...".
    case oneOrMore
    /// A subcommand and its own arguments: "<subcommand>".
    case subcommand
}

/// A command's name, documentation and option table.
struct CommandSpec<Options>: Sendable {
    var name: String
    var abstract: String
    /// How many arguments it takes; each one is any of `arguments`.
    var positionals: Positionals
    var arguments: [(name: String, help: String)]
    var options: [OptionSpec<Options>]
    /// Examples and notes shown at the end of `--help`.
    var discussion: String = ""
}
