/// Text from outside made safe to print: control characters shown as `\u{1B}`-style escapes,
/// so a hostile list cannot move the cursor or change the terminal's colours.
enum Displayable {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
