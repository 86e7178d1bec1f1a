import Foundation

/// The catalog's one time format: ISO-8601 in UTC to the second, "2025-11-29T11:32:07Z".
///
/// Public for the data dump index, whose `imported_at` is written in the same form.
package enum Timestamp {
    /// `date` cut to whole seconds, the precision the catalog keeps.
    package static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded(.down))
    }

    /// "2025-11-29T11:32:07Z".
    ///
    /// Written with libc's gmtime_r and strftime: Foundation's ISO 8601 styles load the time
    /// zone database and a calendar first, 1.4-2.5 ms of a run that writes one stamp (an
    /// import's), and the catalogue writes one for every barcode.
    package static func string(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        var text = [CChar](repeating: 0, count: 32)
        guard gmtime_r(&seconds, &fields) != nil, strftime(&text, text.count, "%Y-%m-%dT%H:%M:%SZ", &fields) > 0
        else { return wholeSeconds(date).formatted(Date.ISO8601FormatStyle()) }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Parses what `string` wrote; nil for anything else.
    ///
    /// The catalogue's own form is read by hand: an export reads one or two stamps back for
    /// every item, and Foundation's parser took about 2.5 µs a stamp against 0.4. Any other
    /// spelling goes to Foundation, which decides as before.
    package static func date(_ text: String) -> Date? {
        dateInOwnForm(text) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// "YYYY-MM-DDTHH:MM:SSZ" naming a real second, read with libc's timegm; nil for
    /// anything else, such as another shape or a February the 30th.
    private static func dateInOwnForm(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ start: Int, _ length: Int) -> Int32? {
                var value: Int32 = 0
                for byte in bytes[start..<start + length] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int32(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
            else { return nil }
            var fields = tm()
            (fields.tm_year, fields.tm_mon, fields.tm_mday) = (year - 1900, month - 1, day)
            (fields.tm_hour, fields.tm_min, fields.tm_sec) = (hour, minute, second)
            var seconds = timegm(&fields)
            // timegm rolls out-of-range fields over (the 30th of February into March): the
            // second it names must read back as the same fields.
            var back = tm()
            guard gmtime_r(&seconds, &back) != nil, back.tm_year == year - 1900, back.tm_mon == month - 1,
                back.tm_mday == day, back.tm_hour == hour, back.tm_min == minute, back.tm_sec == second
            else { return nil }
            return Date(timeIntervalSince1970: Double(seconds))
        }
    }

    /// The "2025-11-29 11:32:07" form of Discogs' collection export (UTC).
    package static func discogsString(_ date: Date) -> String {
        String(string(date).dropLast().map { $0 == "T" ? " " : $0 })
    }

    /// Parses Discogs' "2025-11-29 11:32:07" (UTC); nil for anything else.
    package static func discogsDate(_ text: String) -> Date? {
        guard text.count == 19 else { return nil }
        return date(String(text.map { $0 == " " ? "T" : $0 }) + "Z")
    }
}
