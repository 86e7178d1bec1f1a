import Foundation

/// Escaping for every context a page puts text in; the one place the site's safety rests on.
///
/// Text from Discogs, MusicBrainz or the user never reaches a page without
/// going through one of these. Control characters (which HTML forbids) become
/// U+FFFD; right-to-left marks and other format characters are kept, and the
/// pages isolate such text with `dir="auto"` so it cannot reorder what is around it.
package enum HTML {
    /// `text` for an element's content: `&`, `<` and `>` escaped.
    package static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` for a double- or single-quoted attribute value: quotes escaped too.
    package static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// JSON for the inside of a `<script type="application/json">` element.
    ///
    /// JSON's own escaping leaves `<`, `>`, `&` and the line separators as they
    /// are; inside a script element `</script>` would end it and `<!--` would
    /// change how the parser reads the rest, and U+2028/U+2029 break older
    /// JavaScript parsers. Each becomes its `\u` escape, which `JSON.parse`
    /// reads back as the same character. They can only occur inside JSON
    /// strings, so the replacement never touches the JSON's structure.
    static func scriptJSON(_ json: String) -> String {
        replacingScalars(of: json) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    /// `url` when it is an absolute http or https address, else nil: a link from the data is never `javascript:`.
    static func safeLink(_ url: String?) -> String? {
        guard let url, let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), components.host?.isEmpty == false
        else { return nil }
        return url
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        // Most text is printable ASCII with nothing to escape: returned as it is, without a
        // scalar-by-scalar copy (a 10,000-release export escapes about a million strings).
        if text.utf8.allSatisfy({ isPlain($0, quotes: quotes) }) { return text }
        return replacingScalars(of: text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where quotes: "&quot;"
            case "'" where quotes: "&#39;"
            case "\t", "\n": nil
            case _ where isForbidden(scalar): "\u{FFFD}"
            default: nil
            }
        }
    }

    /// `text` with each scalar that `replacement` answers for replaced by its answer; the others kept.
    private static func replacingScalars(of text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Printable ASCII that needs no escape in this context.
    private static func isPlain(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): false
        case UInt8(ascii: "\""), UInt8(ascii: "'"): !quotes
        default: (0x20..<0x7F).contains(byte)
        }
    }

    /// C0 and C1 controls, and noncharacters: HTML parse errors that some browsers show as boxes.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE
    }
}
