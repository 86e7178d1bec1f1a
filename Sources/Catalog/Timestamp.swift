import Foundation

/// The catalog's one time format: ISO-8601 in UTC to the second, "2025-11-29T11:32:07Z".
///
/// Public for the data dump index, whose `imported_at` is written in the same form.
public enum Timestamp {
    /// `date` cut to whole seconds, the precision the catalog keeps.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded(.down))
    }

    /// "2025-11-29T11:32:07Z".
    ///
    /// Written with libc's gmtime_r and strftime: Foundation's ISO 8601 styles load the time
    /// zone database and a calendar first, 1.4-2.5 ms of a run that writes one stamp (an
    /// import's), and the catalogue writes one for every barcode.
    public static func string(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        var text = [CChar](repeating: 0, count: 32)
        guard gmtime_r(&seconds, &fields) != nil, strftime(&text, text.count, "%Y-%m-%dT%H:%M:%SZ", &fields) > 0
        else { return wholeSeconds(date).formatted(Date.ISO8601FormatStyle()) }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
