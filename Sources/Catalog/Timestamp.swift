import Foundation

/// The catalog's one time format: ISO-8601 in UTC to the second, "2025-11-29T11:32:07Z".
enum Timestamp {
    /// `date` cut to whole seconds, the precision the catalog keeps.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded(.down))
    }

    /// "2025-11-29T11:32:07Z".
    static func string(_ date: Date) -> String {
        wholeSeconds(date).formatted(Date.ISO8601FormatStyle())
    }

    /// Parses what `string` wrote; nil for anything else.
    static func date(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle().parse(text)
    }

    /// The "2025-11-29 11:32:07" form of Discogs' collection export (UTC).
    static func discogsString(_ date: Date) -> String {
        String(string(date).dropLast().map { $0 == "T" ? " " : $0 })
    }

    /// Parses Discogs' "2025-11-29 11:32:07" (UTC); nil for anything else.
    static func discogsDate(_ text: String) -> Date? {
        guard text.count == 19 else { return nil }
        return date(String(text.map { $0 == " " ? "T" : $0 }) + "Z")
    }
}
