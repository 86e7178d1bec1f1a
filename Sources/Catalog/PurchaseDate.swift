/// The day a copy was bought, as YYYY-MM-DD ("2026-03-14"): a real day of the Gregorian calendar.
package struct PurchaseDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// "2026-03-14".
    package var description: String {
        String(year) + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
    }

    /// The date `text` names; throws ``CopyFieldError/date(_:)`` for another form or a day that
    /// does not exist (2026-13-01, 2026-02-29).
    package init(parsing text: String) throws(CopyFieldError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1, (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { throw .date(text) }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// A date as stored; nil for anything else.
    package init?(stored text: String) {
        guard let date = try? PurchaseDate(parsing: text) else { return nil }
        self = date
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

    /// The days of `month` in `year`, leap years counted as the Gregorian calendar does.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
