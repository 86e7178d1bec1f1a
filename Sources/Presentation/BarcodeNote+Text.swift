import Barcode

/// How a note on a typed code's reading is said to a person (Barcode holds only the data).
extension BarcodeNote: CustomStringConvertible {
    package var description: String {
        switch self {
        case .uncheckedUPCE(let upcA):
            return "a UPC-E without its check digit (read as UPC-A \(upcA)): a typo cannot be caught"
        case .gtin14LeadingZero(let ean13):
            return "a GTIN-14 with indicator 0, the same number as EAN-13 \(ean13)"
        case .packagingIndicator(let digit, let item):
            return "a GTIN-14 with packaging indicator \(digit) (a case or multipack); "
                + "looking up the item's GTIN-13 \(item) instead"
        case .upcE1(let upcA):
            return "a UPC-E of number system 1 (read as UPC-A \(upcA)), which GS1 does not issue: "
                + "a scanner that sent it may have read only the left half of an EAN-13 (turn UPC-E1 off in its settings)"
        case .addOn(let digits):
            return "the \(digits.count)-digit add-on \(digits) is kept but not searched for"
        }
    }
}
