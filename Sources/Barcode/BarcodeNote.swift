/// Something worth telling a person about how their typed code was read (worded by Presentation).
package enum BarcodeNote: Sendable, Equatable {
    /// 6 or 7 digits: a UPC-E without its check digit, so a typo cannot be caught.
    case uncheckedUPCE(upcA: String)
    /// A GTIN-14 with indicator 0: the same number as the EAN-13 inside it.
    case gtin14LeadingZero(ean13: String)
    /// A GTIN-14 with packaging indicator 1-8 (a case or multipack of the item):
    /// the item's own GTIN-13 is looked up instead.
    case packagingIndicator(Int, item: String)
    /// A UPC-E of number system 1, which GS1 does not issue: a scanner that sent it may have read
    /// only the left half of an EAN-13 (`GTIN.mayBeHalfOfEAN13`).
    case upcE1(upcA: String)
    /// A 2- or 5-digit add-on (issue number, price) typed after the code; kept, not searched.
    case addOn(String)

    /// Whether the note is a warning (a reading that may be wrong) rather than information.
    package var isWarning: Bool {
        switch self {
        case .uncheckedUPCE, .packagingIndicator, .upcE1: true
        case .gtin14LeadingZero, .addOn: false
        }
    }
}
