/// A command as its documentation sees it: the same table `--help` is made from,
/// without the closures, for the man page and the shell completions.
public struct CommandDoc: Sendable {
    /// One option: its names, its value's placeholder (nil for a flag), its help.
    public struct Option: Sendable {
        public var long: String
        public var short: Character?
        public var valueName: String?
        public var help: String

        public init(long: String, short: Character? = nil, valueName: String? = nil, help: String) {
            self.long = long
            self.short = short
            self.valueName = valueName
            self.help = help
        }

        /// What a shell may offer as the value.
        public var completion: ValueCompletion { ValueCompletion(valueName) }
    }

    public var name: String
    public var abstract: String
    public var usage: String
    public var arguments: [(name: String, help: String)]
    public var options: [Option]
    public var discussion: String

    public init<Options>(_ spec: CommandSpec<Options>) {
        name = spec.name
        abstract = spec.abstract
        usage = HelpFormatter.usage(for: spec)
        arguments = spec.arguments
        options = spec.options.map { Option(long: $0.long, short: $0.short, valueName: $0.valueName, help: $0.help) }
        discussion = spec.discussion
    }

    /// The options every command has besides its table.
    public static var common: [Option] { CommonOptions.docs }
}

/// What a shell can complete an option's value with, read off its placeholder.
public enum ValueCompletion: Equatable, Sendable {
    /// "auto|discogs|musicbrainz": one of these words.
    case choices([String])
    /// A file name ("file.csv", "path").
    case file
    /// A directory ("folder").
    case directory
    /// Nothing to offer (a number, a name).
    case none

    public init(_ valueName: String?) {
        guard let valueName else {
            self = .none
            return
        }
        if valueName.contains("|"), !valueName.contains(" ") {
            let words = valueName.split(separator: "|").map(String.init)
            // "name|id" is free text, not a list of words to choose from.
            self = words.contains("name") ? .none : .choices(words)
        } else if ["folder", "dir"].contains(valueName) {
            self = .directory
        } else if ["path", "file", "file.csv"].contains(valueName) || valueName.hasPrefix("file") {
            self = .file
        } else {
            self = .none
        }
    }
}
