/// A value of a copy's record that is not one cdscan accepts; the description names what is.
package enum CopyFieldError: Error, Equatable, Sendable, CustomStringConvertible {
    case grade(String, part: Grade.Part)
    case location(String)
    case price(String)
    case date(String)
    case rating(String)
    case tag(String)

    package var description: String {
        switch self {
        case .grade(_, let part):
            let names = part.grades.map(\.fullName).joined(separator: ", ")
            let short = "M, NM (or M-), VG+, VG, G+, G, F, P"
            return "the \(part.rawValue) grade must be one of Discogs' grades: \(names); or \(short), in any case"
        case .location:
            return "a location is levels separated by '/' (\"Living room/Shelf A/3\"), no level empty, "
                + "no control characters, at most \(ShelfLocation.maximumLength) characters"
        case .price:
            return "a price is an amount and an ISO 4217 currency code, e.g. \"12.50 EUR\" "
                + "(digits, at most four after a point)"
        case .date:
            return "a date is a real day written YYYY-MM-DD, e.g. 2026-03-14"
        case .rating:
            return "a rating is a whole number from 0 to 5 (0 clears it)"
        case .tag:
            return "a tag is 1 to \(CopyTag.maximumLength) characters, without ';' or control characters"
        }
    }

    /// The value that was refused, as typed.
    package var value: String {
        switch self {
        case .grade(let text, _), .location(let text), .price(let text), .date(let text), .rating(let text),
            .tag(let text):
            text
        }
    }

    /// Whether `scalar` is a control character (C0, DEL, C1) or a line or paragraph separator.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
