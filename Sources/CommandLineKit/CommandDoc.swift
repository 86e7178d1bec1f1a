/// A command as its documentation sees it: the same table `--help` is made from,
/// without the closures, for the man page and the shell completions.
package struct CommandDoc: Sendable {
    /// One option: its names, its value's placeholder (nil for a flag), its help.
    package struct Option: Sendable {
        package var long: String
        package var short: Character?
        package var valueName: String?
        package var help: String
        /// The words the value is one of, when the placeholder does not list them ("--status <status>").
        package var choices: [String]?

        package init(
            long: String, short: Character? = nil, valueName: String? = nil, help: String, choices: [String]? = nil
        ) {
            self.long = long
            self.short = short
            self.valueName = valueName
            self.help = help
            self.choices = choices
        }

        /// What a shell may offer as the value.
        package var completion: ValueCompletion { choices.map { .choices($0) } ?? ValueCompletion(valueName) }
    }

    package var name: String
    package var abstract: String
    package var usage: String
    package var arguments: [(name: String, help: String)]
    package var options: [Option]
    package var discussion: String
    /// A group's actions (`items list`, `items show`, ...), each named in full; empty for a
    /// command that runs itself. The completions and the man page walk them at every depth.
    package var subcommands: [CommandDoc] = []

    package init<Options>(_ spec: CommandSpec<Options>, subcommands: [CommandDoc] = []) {
        name = spec.name
        abstract = spec.abstract
        usage = HelpFormatter.usage(for: spec)
        arguments = spec.arguments
        options = spec.options.map {
            Option(long: $0.long, short: $0.short, valueName: $0.valueName, help: $0.help, choices: $0.choices)
        }
        discussion = spec.discussion
        self.subcommands = subcommands
    }

    /// The word typed for this command after its group's: "list" for "items list".
    package var word: String { name.split(separator: " ").last.map(String.init) ?? name }

    /// This command and every command below it, parents before their actions.
    var tree: [CommandDoc] { [self] + subcommands.flatMap(\.tree) }

    /// The options of `commands` and everything below them that take a value, as typed
    /// ("-o", "--output"): the word after one is its value, never a command.
    static func valueSpellings(_ commands: [CommandDoc]) -> [String] {
        let options = commands.flatMap(\.tree).flatMap(\.options) + common
        var seen = Set<String>()
        return options.filter { $0.valueName != nil }
            .flatMap { ($0.short.map { ["-\($0)"] } ?? []) + ["--\($0.long)"] }
            .filter { seen.insert($0).inserted }
    }

    /// Whether the arguments after the options are files (photos, lists, a backup, a dump).
    var takesFiles: Bool {
        arguments.contains { ["file", "path", "folder"].contains($0.name) || $0.name.hasPrefix("file") }
    }

    /// The options every command has besides its table.
    package static var common: [Option] { CommonOptions.docs }
}

/// What a shell can complete an option's value with, read off its placeholder.
package enum ValueCompletion: Equatable, Sendable {
    /// "auto|discogs|musicbrainz": one of these words.
    case choices([String])
    /// A file name ("file.csv", "path").
    case file
    /// A directory ("folder").
    case directory
    /// Nothing to offer (a number, a name).
    case none

    package init(_ valueName: String?) {
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
