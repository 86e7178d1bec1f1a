/// Text from outside made safe to print, by one rule for every message, card and listing.
///
/// Escaped as `\u{1B}`: the C0 and C1 controls and DEL (a terminal acts on them: escape
/// sequences, OSC 52 clipboard writes, a cleared screen), the line and paragraph separators,
/// and the invisible format characters that reorder or hide the rest of a line (bidi
/// embeddings, overrides and isolates, zero-width spaces, a byte order mark). The bidi marks
/// (LRM, RLM, ALM) and the joiners (ZWJ, ZWNJ) stay: real Hebrew, Arabic and Persian names
/// and emoji sequences need them, and they cannot move text outside their word.
///
/// Before, cards escaped controls alone and messages every format character as well; the
/// Console applies this rule to every message, warning and error, whatever module wrote it.
package enum Displayable {
    /// `text` with every scalar the rule picks written as `\u{1B}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped line by line, its line feeds kept: for messages of several lines.
    static func escapedLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && isUnsafe($0) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// Whether the rule escapes `scalar`.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        case .format: return !keptFormatCharacters.contains(scalar.value)
        default: return false
        }
    }

    /// ALM, ZWNJ, ZWJ, LRM and RLM: invisible, but part of names as people write them.
    private static let keptFormatCharacters: Set<UInt32> = [0x061C, 0x200C, 0x200D, 0x200E, 0x200F]
}
