/// The rules of `TypedCode(reading:)`.
enum TypedCodeReader {
    /// Lengths a barcode has once an add-on is set aside.
    static let barcodeLengths: Set<Int> = [6, 7, 8, 12, 13, 14]

    static func read(_ text: String) -> TypedCode {
        // A UPC-E1 is still looked up (a person may have typed what is printed), with a warning:
        // a handheld scanner with UPC-E1 on emits one for half an EAN-13 (`GTIN.mayBeHalfOfEAN13`).
        let code = readCode(text)
        guard case .barcode(let reading) = code, reading.gtin.mayBeHalfOfEAN13 else { return code }
        return .barcode(
            BarcodeReading(
                gtin: reading.gtin, addOn: reading.addOn,
                notes: reading.notes + [.upcE1(upcA: reading.gtin.canonical)]))
    }

    private static func readCode(_ text: String) -> TypedCode {
        let groups: [[Int]]
        do {
            groups = try digitGroups(of: text)
        } catch {
            return .notABarcode(error)
        }
        let digits = groups.flatMap { $0 }
        // A trailing group of 2 or 5 digits after a valid checked code is its add-on
        // ("0 29667 43122 4 12"); 6 or 7 digits have no check digit to tell.
        if groups.count > 1, let last = groups.last, [2, 5].contains(last.count),
            [8, 12, 13].contains(digits.count - last.count),
            let gtin = try? GTIN(digits: Array(digits.dropLast(last.count)))
        {
            let addOn = GTIN.string(last)
            return .barcode(BarcodeReading(gtin: gtin, addOn: addOn, notes: [.addOn(addOn)]))
        }
        if barcodeLengths.contains(digits.count) {
            do {
                return .barcode(try whole(digits))
            } catch {
                return .invalidBarcode(error)
            }
        }
        if let reading = withAddOn(digits) { return .barcode(reading) }
        return .notABarcode(missingLeadingZero(digits) ?? .wrongLength(digits.count))
    }

    /// The digits as one code of a barcode's length.
    static func whole(_ digits: [Int]) throws(BarcodeError) -> BarcodeReading {
        switch digits.count {
        case 14:
            return try gtin14(digits)
        case 6, 7:
            let gtin = try GTIN(digits: digits)
            return BarcodeReading(gtin: gtin, notes: [.uncheckedUPCE(upcA: gtin.canonical)])
        case 8, 12, 13:
            return BarcodeReading(gtin: try GTIN(digits: digits))
        default:
            throw .wrongLength(digits.count)
        }
    }

    /// A GTIN-14: indicator 0 is the EAN-13 itself; 1-8 a package of the item, whose
    /// GTIN-13 is usually the next 12 digits with their own check digit (GS1's
    /// habit, not a rule, hence the warning); 9 a variable-measure item with no GTIN-13.
    static func gtin14(_ digits: [Int]) throws(BarcodeError) -> BarcodeReading {
        try GTIN.verifyCheckDigit(digits)
        let indicator = digits[0]
        if indicator == 0 {
            let gtin = try GTIN(digits: Array(digits.dropFirst()))
            return BarcodeReading(gtin: gtin, notes: [.gtin14LeadingZero(ean13: gtin.ean13)])
        }
        guard indicator != 9 else { throw .variableMeasure }
        let body = Array(digits[1...12])
        let gtin = try GTIN(digits: body + [GTIN.checkDigit(for: body)])
        return BarcodeReading(gtin: gtin, notes: [.packagingIndicator(indicator, item: gtin.ean13)])
    }

    /// An add-on typed straight after the code, for lengths no code has alone:
    /// 10 (UPC-E + 2), 15 (EAN-13 + 2), 17 (UPC-A + 5), 18 (EAN-13 + 5).
    static func withAddOn(_ digits: [Int]) -> BarcodeReading? {
        let splits: [Int: Int] = [10: 2, 15: 2, 17: 5, 18: 5]
        guard let addOnCount = splits[digits.count],
            let gtin = try? GTIN(digits: Array(digits.dropLast(addOnCount)))
        else { return nil }
        let addOn = GTIN.string(Array(digits.suffix(addOnCount)))
        return BarcodeReading(gtin: gtin, addOn: addOn, notes: [.addOn(addOn)])
    }

    /// 11 digits that make a valid UPC-A with a leading 0: most likely that UPC-A, mistyped.
    static func missingLeadingZero(_ digits: [Int]) -> BarcodeError? {
        guard digits.count == 11, let gtin = try? GTIN(digits: [0] + digits) else { return nil }
        return .missingLeadingZero(upcA: gtin.canonical)
    }

    /// The digits, in the groups that spaces and dashes make; any other character is an error.
    static func digitGroups(of text: String) throws(BarcodeError) -> [[Int]] {
        var groups: [[Int]] = [[]]
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9":
                groups[groups.count - 1].append(Int(scalar.value - 48))
            case " ", "-", "\t", "\n", "\r", "\u{A0}":
                if groups[groups.count - 1].isEmpty == false { groups.append([]) }
            default:
                throw .invalidCharacter(Character(scalar))
            }
        }
        groups.removeAll { $0.isEmpty }
        guard !groups.isEmpty else { throw .empty }
        return groups
    }
}
