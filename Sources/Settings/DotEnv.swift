import Foundation

/// Reads `KEY=value` lines from a `.env` file, as docker-compose and others do.
///
/// Supported: `# comments`, blank lines, an optional `export ` prefix, values in
/// single quotes (literal) or double quotes (with \n, \" and \\ escapes), and
/// unquoted values with a trailing ` # comment`. Lines that are not
/// assignments are reported by number rather than guessed at.
package enum DotEnv {
    /// One assignment and the line it is on (from 1).
    package struct Entry: Sendable, Equatable {
        package var line: Int
        package var key: String
        package var value: String
    }

    /// The variables in `text`, and the numbers of lines that could not be read.
    package static func parse(_ text: String) -> (values: [String: String], badLines: [Int]) {
        let parsed = entries(text)
        var values: [String: String] = [:]
        for entry in parsed.entries { values[entry.key] = entry.value }
        return (values, parsed.badLines)
    }

    /// The assignments in `text` in order, each with its line, and the numbers of lines that could not be read.
    package static func entries(_ text: String) -> (entries: [Entry], badLines: [Int]) {
        var entries: [Entry] = []
        var badLines: [Int] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            var line = rawLine.trimmingCharacters(in: .whitespaces.union(["\r"]))
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            guard let equals = line.firstIndex(of: "=") else {
                badLines.append(offset + 1)
                continue
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard isValidKey(key), let value = unquote(line[line.index(after: equals)...]) else {
                badLines.append(offset + 1)
                continue
            }
            entries.append(Entry(line: offset + 1, key: key, value: value))
        }
        return (entries, badLines)
    }

    private static func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return key.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        }
    }

    private static func unquote(_ raw: Substring) -> String? {
        let value = raw.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("'") {
            guard value.count >= 2, value.hasSuffix("'") else { return nil }
            return String(value.dropFirst().dropLast())
        }
        if value.hasPrefix("\"") {
            guard value.count >= 2, value.hasSuffix("\""), !value.hasSuffix("\\\"") || value.hasSuffix("\\\\\"") else {
                return nil
            }
            var result = ""
            var escaped = false
            for character in value.dropFirst().dropLast() {
                if escaped {
                    result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return escaped ? nil : result
        }
        if let comment = value.range(of: " #") {
            return value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        return value
    }
}
