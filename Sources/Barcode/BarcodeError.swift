/// Why a string is not a valid barcode (worded as advice in `Presentation/ErrorWords`).
package enum BarcodeError: Error, Equatable, Sendable {
    /// Nothing but spaces or dashes.
    case empty
    /// A character that is neither an ASCII digit nor a space or dash.
    case invalidCharacter(Character)
    /// A digit count no barcode format has.
    case wrongLength(Int)
    /// The last digit does not match the GS1 check digit of the others.
    case checkDigit(expected: Int, found: Int)
    /// A 7- or 8-digit UPC-E must start with number system 0 or 1.
    case upcENumberSystem(Int)
    /// A GTIN-14 with indicator 9: a variable-measure item, with no retail GTIN-13 inside.
    case variableMeasure
    /// 11 digits that are a valid UPC-A once a leading 0 is added (not read as one: a hint).
    case missingLeadingZero(upcA: String)
    /// A valid code whose prefix is not a CD's: a book, a periodical, a coupon, an in-store number.
    case notMusic(GTIN.Kind)
}
