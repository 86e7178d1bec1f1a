import Foundation
import Terminal

/// How every `--json` record is written: one line, keys sorted, slashes as they are, and
/// the characters a terminal would act on escaped.
package enum JSONLine {
    /// `value` as one line of JSON, without a newline; `fallback` if it cannot be encoded
    /// (plain values always can: a failure is a bug, shown rather than hidden).
    package static func encode(_ value: some Encodable, fallback: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return fallback }
        return escapingUnsafeScalars(String(decoding: data, as: UTF8.self))
    }

    /// JSON text with DEL, C1 controls and invisible format characters (bidi overrides)
    /// written as `\u` escapes. JSONEncoder escapes only U+0000-U+001F, and a line read
    /// in a terminal must not restyle or reorder it. Only string contents can hold such
    /// characters, where an escape means the same.
    static func escapingUnsafeScalars(_ json: String) -> String {
        var result = ""
        for scalar in json.unicodeScalars {
            if Displayable.isUnsafe(scalar) {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
