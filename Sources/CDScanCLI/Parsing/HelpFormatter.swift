import Foundation

/// Renders `--help` from a command's spec, in swift-argument-parser's layout.
enum HelpFormatter {
    static func help<Options>(for spec: CommandSpec<Options>, subcommands: [(String, String)] = []) -> String {
        let fullName = spec.name.isEmpty ? "cdscan" : "cdscan \(spec.name)"
        var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE: \(fullName) \(spec.usage)"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + spec.arguments.map { row("<\($0.name)>", $0.help) }
        }
        var options = spec.options.map { option in
            var names = option.short.map { "-\($0), " } ?? ""
            names += "--\(option.long)"
            if let value = option.valueName { names += " <\(value)>" }
            return row(names, option.help)
        }
        options += CommonOptions.docs.map { option in
            let names = (option.short.map { "-\($0), " } ?? "") + "--\(option.long)"
            return row(names + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
        }
        if spec.name.isEmpty { options.append(row("--version", "Show the version.")) }
        lines += ["", "OPTIONS:"] + options
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"] + subcommands.map { row($0.0, $0.1) }
            lines += ["", "  See 'cdscan help <subcommand>' for detailed help."]
        }
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "  name    help", with help wrapped under a fixed column.
    private static func row(_ name: String, _ help: String) -> String {
        let column = 26
        let lead = "  " + name
        let wrapped = wrap(help, width: 80 - column)
        let first =
            lead.count < column
            ? lead.padding(toLength: column, withPad: " ", startingAt: 0) + wrapped[0]
            : lead + "\n" + String(repeating: " ", count: column) + wrapped[0]
        return ([first] + wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 })
            .joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        lines.append(current)
        return lines
    }
}
