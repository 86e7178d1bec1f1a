/// A retail barcode (GTIN) as printed on a CD case: EAN-13, UPC-A, EAN-8 or UPC-E.
///
/// Every form is held as its 13-digit GTIN, so a UPC-A that one scanner reports
/// with 12 digits and another as EAN-13 with a leading 0 is the same value:
/// equality and hashing look at `ean13` alone. `format` remembers how the code
/// was printed, which decides the forms worth searching for.
package struct GTIN: Hashable, Sendable, CustomStringConvertible {
    /// How the barcode is printed on the product.
    package enum Format: String, Sendable, Codable, CaseIterable {
        case ean13 = "EAN-13"
        case upcA = "UPC-A"
        case ean8 = "EAN-8"
        case upcE = "UPC-E"
    }

    /// The 13-digit GTIN: a UPC-A gains a leading 0, an EAN-8 five.
    package let ean13: String
    /// How the code was printed (or read by a scanner).
    package let format: Format

    /// Parses what a person typed or a scanner emitted.
    ///
    /// Spaces and dashes are ignored ("0 29667 43122 4", "0 7567-82649-2 2").
    /// Lengths: 13 (EAN-13; a leading 0 makes it a UPC-A), 12 (UPC-A),
    /// 8 (EAN-8, always when `hint` says so; or UPC-E when `hint` says so, when it starts with 0,
    /// or when only the UPC-E check digit fits), 7 (UPC-E: number system and six digits) and 6 (UPC-E digits alone).
    /// The check digit, when present, must be right.
    package init(parsing text: String, hint: Format? = nil) throws(BarcodeError) {
        try self.init(digits: try Self.digits(of: text), hint: hint)
    }

    /// The code of 6, 7, 8, 12 or 13 `digits` (each 0-9), as `init(parsing:hint:)` reads them.
    init(digits: [Int], hint: Format? = nil) throws(BarcodeError) {
        switch digits.count {
        case 13:
            try Self.verifyCheckDigit(digits)
            self.init(ean13: Self.string(digits), format: digits.first == 0 ? .upcA : .ean13)
        case 12:
            try Self.verifyCheckDigit(digits)
            self.init(ean13: "0" + Self.string(digits), format: .upcA)
        case 8:
            self = try Self.parseEightDigits(digits, hint: hint)
        case 7:
            self = try Self.parseUPCE(numberSystem: digits[0], body: Array(digits[1...]), check: nil)
        case 6:
            self = try Self.parseUPCE(numberSystem: 0, body: digits, check: nil)
        default:
            throw .wrongLength(digits.count)
        }
    }

    init(ean13: String, format: Format) {
        self.ean13 = ean13
        self.format = format
    }

    /// The 12-digit UPC-A form, when the GTIN has one (its EAN-13 starts with 0).
    package var upcA: String? {
        ean13.first == "0" ? String(ean13.dropFirst()) : nil
    }

    /// The 8-digit EAN-8 form, when the GTIN is an EAN-8.
    package var ean8: String? {
        format == .ean8 ? String(ean13.dropFirst(5)) : nil
    }

    /// The 8-digit UPC-E form (number system, six digits, check digit), when
    /// the code was printed as UPC-E.
    package var upcE: String? {
        guard format == .upcE, let upcA else { return nil }
        return UPCE.compress(upcA)
    }

    /// Every 8-digit UPC-E the code may be printed as, when it was printed as UPC-E (see
    /// `UPCE.printings`: the digits alone do not always tell which).
    package var upcEPrintings: [String] {
        guard format == .upcE, let upcA else { return [] }
        return UPCE.printings(upcA)
    }

    /// The digits as printed: 13 for EAN-13, 12 for UPC-A (UPC-E included), 8 for EAN-8.
    package var canonical: String {
        switch format {
        case .ean13: ean13
        case .upcA, .upcE: upcA ?? ean13
        case .ean8: ean8 ?? ean13
        }
    }

    /// The digits grouped as printed under the bars, the way many Discogs
    /// submitters type them: "0 29667 43122 4", "5 099750 442227", "9638 5074".
    package var printed: String {
        let d = Array(canonical)
        func group(_ ranges: [Range<Int>]) -> String {
            ranges.map { String(d[$0]) }.joined(separator: " ")
        }
        switch format {
        case .ean13: return group([0..<1, 1..<7, 7..<13])
        case .upcA, .upcE: return group([0..<1, 1..<6, 6..<11, 11..<12])
        case .ean8: return group([0..<4, 4..<8])
        }
    }

    /// The strings to search a database for, best first, without repeats.
    ///
    /// The printed form's digits come first, then the other UPC/EAN form (a
    /// UPC-A's 13-digit EAN, because some submitters type what a scanner
    /// reported), then the spaced form as printed under the bars.
    package var searchForms: [String] {
        var forms = [canonical]
        if format == .upcE, let upcE { forms.append(upcE) }
        forms.append(ean13)
        forms.append(printed)
        var seen = Set<String>()
        return forms.filter { seen.insert($0).inserted }
    }

    package var description: String { canonical }

    package static func == (lhs: GTIN, rhs: GTIN) -> Bool { lhs.ean13 == rhs.ean13 }
    package func hash(into hasher: inout Hasher) { hasher.combine(ean13) }
}

extension GTIN {
    /// The GS1 check digit for `body` (all digits but the check digit): weights
    /// 3 and 1 alternate from the rightmost digit.
    package static func checkDigit(for body: [Int]) -> Int {
        var sum = 0
        for (offset, digit) in body.reversed().enumerated() {
            sum += digit * (offset.isMultiple(of: 2) ? 3 : 1)
        }
        return (10 - sum % 10) % 10
    }

    static func string(_ digits: [Int]) -> String {
        String(decoding: digits.map { UInt8(48 + $0) }, as: UTF8.self)
    }

    static func verifyCheckDigit(_ digits: [Int]) throws(BarcodeError) {
        let expected = checkDigit(for: Array(digits.dropLast()))
        guard let found = digits.last, found == expected else {
            throw .checkDigit(expected: expected, found: digits.last ?? 0)
        }
    }

    /// Keeps ASCII digits, drops spaces and dashes, and rejects anything else.
    static func digits(of text: String) throws(BarcodeError) -> [Int] {
        var digits: [Int] = []
        var sawSomething = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9":
                digits.append(Int(scalar.value - 48))
                sawSomething = true
            case " ", "-", "\t", "\n", "\r", "\u{A0}":
                continue
            default:
                throw .invalidCharacter(Character(scalar))
            }
        }
        guard sawSomething else { throw .empty }
        return digits
    }

    private static func parseEightDigits(_ digits: [Int], hint: Format?) throws(BarcodeError) -> GTIN {
        let ean8Check = checkDigit(for: Array(digits.dropLast()))
        let asEAN8 = GTIN(ean13: "00000" + string(digits), format: .ean8)
        let canBeUPCE = digits[0] <= 1
        let upcE =
            canBeUPCE ? try? parseUPCE(numberSystem: digits[0], body: Array(digits[1...6]), check: digits[7]) : nil
        if hint == .upcE, canBeUPCE {
            return try parseUPCE(numberSystem: digits[0], body: Array(digits[1...6]), check: digits[7])
        }
        // A decoder that saw an EAN-8 symbol (67 modules, a centre guard) knows it is no UPC-E
        // (51 modules), whatever its first digit: taking it for one would name another product.
        if hint == .ean8 {
            guard digits[7] == ean8Check else { throw .checkDigit(expected: ean8Check, found: digits[7]) }
            return asEAN8
        }
        // EAN-8 codes starting with 0 are restricted-circulation numbers (GS1),
        // never printed on a retail CD; a valid UPC-E is the likelier reading.
        if digits[0] == 0, let upcE { return upcE }
        if digits[7] == ean8Check { return asEAN8 }
        if let upcE { return upcE }
        throw .checkDigit(expected: ean8Check, found: digits[7])
    }

    private static func parseUPCE(numberSystem: Int, body: [Int], check: Int?) throws(BarcodeError) -> GTIN {
        guard numberSystem <= 1 else { throw .upcENumberSystem(numberSystem) }
        let upcABody = UPCE.expand(numberSystem: numberSystem, digits: body)
        let expected = checkDigit(for: upcABody)
        if let check, check != expected { throw .checkDigit(expected: expected, found: check) }
        let upcA = string(upcABody + [expected])
        return GTIN(ean13: "0" + upcA, format: .upcE)
    }
}
