import Barcode

/// How `BarcodeError` is said to a person (the error holds the data: Barcode words nothing).
extension BarcodeError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .empty:
            return "there are no digits in it"
        case .invalidCharacter(let character):
            return "\(Self.describe(character)) is not a digit (only 0-9, spaces and dashes are allowed)"
        case .wrongLength(let count):
            let digits = count == 1 ? "1 digit" : "\(count) digits"
            return "it has \(digits); a barcode has 13 (EAN-13), 12 (UPC-A), 14 (GTIN-14), 8 (EAN-8) or 6 to 8 (UPC-E)"
        case .checkDigit(let expected, let found):
            return "the check digit should be \(expected), not \(found)"
        case .upcENumberSystem(let system):
            return "a UPC-E code starts with 0 or 1, not \(system)"
        case .missingLeadingZero(let upcA):
            return "it has 11 digits; with a leading 0 it is the UPC-A \(upcA)"
        case .notMusic(let kind):
            return "it is \(kind), not a CD's barcode"
        case .variableMeasure:
            return "a GTIN-14 starting with 9 marks a variable-measure item, which has no retail barcode"
        }
    }

    /// Names a character so that control characters, NUL and look-alike digits
    /// (Arabic-Indic, full-width) are visible in a terminal message.
    private static func describe(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        let codes = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            .joined(separator: " ")
        // Bidi overrides and other invisible format characters would reorder or hide the message.
        let printable = scalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
                && ![.format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
        if !printable { return codes }
        if character.isASCII { return "'\(character)'" }
        if character.isNumber { return "'\(character)' (\(codes), a non-ASCII digit)" }
        return "'\(character)' (\(codes))"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
