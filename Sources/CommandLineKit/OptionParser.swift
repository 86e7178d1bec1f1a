/// What a command line asked for, before the command runs.
package enum ParseResult<Options> {
    case run(Options, arguments: [String])
    case help
}

/// Parses one command's arguments against its option table.
///
/// Accepts `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped short
/// flags (`-jv`) and `--` to end options; `--help`/`-h` anywhere asks for help.
package enum OptionParser {
    package static func parse<Options>(_ args: [String], spec: CommandSpec<Options>, defaults: Options)
        throws(UsageError)
        -> ParseResult<Options>
    {
        var options = defaults
        var positionals: [String] = []
        var given: Set<String> = []
        var index = 0
        let command = spec.name.isEmpty ? nil : spec.name
        func value(for option: OptionSpec<Options>, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < args.count else {
                throw UsageError(
                    "missing value for '--\(option.long) <\(option.valueName ?? "value")>'", command: command)
            }
            return args[index]
        }
        // A value's parser words what is wrong with it; the command it belongs to is known here.
        func apply(_ option: OptionSpec<Options>, _ text: String) throws(UsageError) {
            given.insert(option.long)
            do {
                try option.apply(&options, text)
            } catch {
                throw error.command == nil ? UsageError(error.message, command: command) : error
            }
        }
        while index < args.count {
            let arg = args[index]
            if arg == "--" {
                positionals.append(contentsOf: args[(index + 1)...])
                break
            } else if arg == "--help" || arg == "-h" {
                return .help
            } else if arg.hasPrefix("--") {
                let parts = arg.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                let inline = parts.count > 1 ? String(parts[1]) : nil
                guard let option = spec.options.first(where: { $0.long == name }) else {
                    let known = (spec.options.map(\.long) + CommonOptions.longNames).sorted()
                    throw UsageError(
                        "unknown option '--\(name)'" + Suggestion.phrase(name, among: known, prefix: "--"),
                        command: command)
                }
                if option.valueName == nil {
                    guard inline == nil else { throw UsageError("'--\(name)' takes no value", command: command) }
                    try apply(option, "")
                } else {
                    try apply(option, try value(for: option, inline: inline))
                }
            } else if arg.hasPrefix("-"), arg.count > 1, !arg.dropFirst().allSatisfy(\.isNumber) {
                var rest = Substring(arg.dropFirst())
                while let letter = rest.first {
                    rest = rest.dropFirst()
                    guard let option = spec.options.first(where: { $0.short == letter }) else {
                        throw UsageError("unknown option '-\(letter)'", command: command)
                    }
                    if option.valueName == nil {
                        try apply(option, "")
                    } else {
                        try apply(option, try value(for: option, inline: rest.isEmpty ? nil : String(rest)))
                        break
                    }
                }
            } else {
                positionals.append(arg)
            }
            index += 1
        }
        try checkCount(of: positionals, spec: spec, command: command)
        if let missing = spec.options.first(where: { $0.whenMissing != nil && !given.contains($0.long) }),
            let message = missing.whenMissing
        {
            throw UsageError(message, command: command)
        }
        return .run(options, arguments: positionals)
    }

    /// The arguments against the number `spec.positionals` declares: the one place a command's
    /// argument count is checked, in the words every command uses.
    private static func checkCount<Options>(of given: [String], spec: CommandSpec<Options>, command: String?)
        throws(UsageError)
    {
        let names = spec.arguments.map { "<\($0.name)>" }
        let range: ClosedRange<Int> =
            switch spec.positionals {
            case .none: 0...0
            case .optional: 0...1
            case .each: names.count...names.count
            case .oneOrMore: 1...Int.max
            case .zeroOrMore, .subcommand: 0...Int.max
            }
        if given.count > range.upperBound {
            throw UsageError("unexpected argument '\(given[range.upperBound])'", command: command)
        }
        if given.count < range.lowerBound {
            let missing = names.indices.contains(given.count) ? names[given.count] : "<argument>"
            let more = spec.positionals == .oneOrMore ? "..." : ""
            throw UsageError("missing expected argument '\(missing)\(more)'", command: command)
        }
    }
}
