import Foundation

/// Renders `--help` and USAGE lines from a command's spec, in swift-argument-parser's layout.
///
/// Everything comes from the spec's tables: the USAGE line lists each option and the
/// positional arguments (like argument-parser's `UsageGenerator`), and "(default: ...)"
/// is read from the command's default options, so neither can drift from what parses.
package enum HelpFormatter {
    /// The width help is wrapped to.
    package static let width = 80

    package static func help<Options>(
        for spec: CommandSpec<Options>, defaults: Options? = nil, subcommands: [(String, String)] = []
    ) -> String {
        var lines = wrap(("OVERVIEW: " + spec.abstract).split(separator: " ").map(String.init), width: width)
        lines += ["", usageLine(for: spec, label: "USAGE:")]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + spec.arguments.map { row("<\($0.name)>", $0.help) }
        }
        var options = spec.options.map { option in
            row(option.names, help(of: option, defaults: defaults))
        }
        options += CommonOptions.docs.map { option in
            let names = (option.short.map { "-\($0), " } ?? "") + "--\(option.long)"
            return row(names + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
        }
        if spec.name.isEmpty { options.append(row("-V, --version", "Show the version.")) }
        lines += ["", "OPTIONS:"] + options
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"] + subcommands.map { row($0.0, $0.1) }
            lines += ["", "  See 'cdscan help <subcommand>' for detailed help."]
        }
        if !spec.discussion.isEmpty { lines += [""] + reflowed(spec.discussion) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What follows "cdscan NAME" in a USAGE line: every option, then the arguments.
    package static func usage<Options>(for spec: CommandSpec<Options>) -> String {
        usageItems(for: spec).joined(separator: " ")
    }

    /// The USAGE line's items: "[--json]", "[--max-age <duration>]", "<barcode> ...".
    private static func usageItems<Options>(for spec: CommandSpec<Options>) -> [String] {
        let names = spec.arguments.map { "<\($0.name)>" }.joined(separator: "|")
        let arguments: [String] =
            switch spec.positionals {
            case .none: []
            case .optional: ["[\(names)]"]
            case .each: spec.arguments.map { "<\($0.name)>" }
            case .zeroOrMore: ["[\(names) ...]"]
            case .oneOrMore: ["\(names) ..."]
            case .subcommand: ["<subcommand>"]
            }
        return spec.options.map(\.usage) + arguments
    }

    /// "USAGE: cdscan NAME ...", wrapped under the command's name.
    package static func usageLine<Options>(for spec: CommandSpec<Options>, label: String) -> String {
        let lead = "\(label) cdscan" + (spec.name.isEmpty ? "" : " \(spec.name)")
        let indent = String(repeating: " ", count: lead.count + 1)
        let wrapped = wrap(usageItems(for: spec), width: width - indent.count)
        return ([lead + " " + wrapped[0]] + wrapped.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// The option's help, with its default when the table says how to show it.
    private static func help<Options>(of option: OptionSpec<Options>, defaults: Options?) -> String {
        guard let defaults, let describe = option.defaultValue else { return option.help }
        return option.help + " (default: \(describe(defaults)))"
    }

    /// "  name    help", with help wrapped under a fixed column.
    private static func row(_ name: String, _ help: String) -> String {
        let column = 26
        let lead = "  " + name
        let wrapped = wrap(help.split(separator: " ").map(String.init), width: width - column)
        let first =
            lead.count < column
            ? lead.padding(toLength: column, withPad: " ", startingAt: 0) + wrapped[0]
            : lead + "\n" + String(repeating: " ", count: column) + wrapped[0]
        return ([first] + wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 })
            .joined(separator: "\n")
    }

    /// The prose of a discussion in lines of at most `width` characters, whatever the width
    /// its source was written to: each paragraph (lines that start with no space) reflowed;
    /// blank lines, and indented lines (examples, tables), kept as they are.
    static func reflowed(_ text: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { lines += wrap(paragraph, width: width) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.first == " " {
                flush()
                lines.append(String(line))
            } else {
                paragraph += line.split(separator: " ").map(String.init)
            }
        }
        flush()
        return lines
    }

    /// `words` in lines of at most `width` characters, one space between words.
    private static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? word : " " + word
        }
        lines.append(current)
        return lines
    }
}
