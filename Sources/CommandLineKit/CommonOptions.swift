import Terminal

/// The options every command takes besides its own table: `-q, --quiet` and `--color`
/// (and `-h, --help`, which `OptionParser` answers).
package struct CommonOptions: Sendable, Equatable {
    package var quiet = false
    package var color = ColorMode.auto

    /// Their long names, for "did you mean".
    static let longNames = ["help", "quiet", "color"]

    /// As the man page, the completions and `--help` list them.
    package static let docs: [CommandDoc.Option] = [
        .init(long: "quiet", short: "q", valueName: nil, help: "No informational messages; warnings and errors only."),
        .init(
            long: "color", short: nil, valueName: "auto|always|never",
            help: "Colour on a terminal unless NO_COLOR is set (auto, the default), always, or never."),
        .init(long: "help", short: "h", valueName: nil, help: "Show help information."),
    ]

    /// Takes the common options out of `arguments` (up to a `--`), leaving the command's own;
    /// `-q` may sit among combined short flags (`-qj`) before any that takes a value.
    package static func extract(_ arguments: [String], valueShorts: Set<Character>) throws(UsageError) -> (
        Self, [String]
    ) {
        var common = CommonOptions()
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            switch argument {
            case "--quiet", "-q": common.quiet = true
            case "--color":
                guard index < arguments.count else {
                    throw UsageError("missing value for '--color <auto|always|never>'")
                }
                common.color = try mode(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--color="): common.color = try mode(String(argument.dropFirst(8)))
            case _ where argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.count > 2:
                let kept = withoutQ(argument, valueShorts: valueShorts, quiet: &common.quiet)
                if !kept.isEmpty { rest.append(kept) }
            default: rest.append(argument)
            }
        }
        return (common, rest)
    }

    /// "-qj" → "-j" (quiet set); "-oq" stays: there `q` is -o's value.
    private static func withoutQ(_ group: String, valueShorts: Set<Character>, quiet: inout Bool) -> String {
        var kept = "-"
        var letters = group.dropFirst()
        while let letter = letters.first {
            letters = letters.dropFirst()
            if valueShorts.contains(letter) {
                kept.append(letter)
                kept += letters
                break
            }
            if letter == "q" { quiet = true } else { kept.append(letter) }
        }
        return kept == "-" ? "" : kept
    }

    private static func mode(_ text: String) throws(UsageError) -> ColorMode {
        guard let mode = ColorMode(rawValue: text) else {
            throw UsageError("'--color' is auto, always or never, not '\(text)'")
        }
        return mode
    }
}
