/// Text from outside made safe to print: control characters shown as `\u{1B}`-style escapes,
/// so a hostile list cannot move the cursor or change the terminal's colours.
public enum Displayable {
    public static func escaped(_ text: String) -> String {
        escaping(text, where: isUnsafe)
    }

    /// Text from the network (album names) made safe to print: C0 and C1 controls and DEL
    /// escaped, so an entry cannot send terminal escape sequences; bidi marks stay, because
    /// Hebrew and Arabic names need them.
    public static func controlsEscaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return escaping(text, where: isControl)
    }

    /// `text` with each scalar `escapes` picks written as `\u{1B}`.
    private static func escaping(_ text: String, where escapes: (Unicode.Scalar) -> Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    /// C0 and C1 controls, DEL, and the invisible format characters (bidi overrides such as
    /// U+202E, zero-width spaces, line and paragraph separators) that would reorder or hide
    /// the rest of a message in a terminal.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if isControl(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
