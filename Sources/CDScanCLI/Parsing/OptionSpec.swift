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
}

/// A command's name, documentation and option table.
struct CommandSpec<Options>: Sendable {
    var name: String
    var abstract: String
    /// Usage after "cdscan NAME", e.g. "[--json] <barcode>...".
    var usage: String
    var arguments: [(name: String, help: String)]
    var options: [OptionSpec<Options>]
    /// Examples and notes shown at the end of `--help`.
    var discussion: String = ""
}
