import Barcode
import Lookup

/// The words the catalogue keeps for a failure: an item's `error` (a lookup that failed) and an
/// invalid line's reason. The catalogue stores them as text, and Cataloging words nothing, so
/// whoever runs a batch hands in Presentation's words (`FailureWords.standard`).
package struct FailureWords: Sendable {
    /// Why a lookup gave no answer.
    package var lookup: @Sendable (LookupError) -> String
    /// Why an input is not a barcode.
    package var barcode: @Sendable (BarcodeError) -> String
    /// Why a `catno:` line is no catalogue number.
    package var catalogNumber: String

    package init(
        lookup: @escaping @Sendable (LookupError) -> String, barcode: @escaping @Sendable (BarcodeError) -> String,
        catalogNumber: String
    ) {
        (self.lookup, self.barcode, self.catalogNumber) = (lookup, barcode, catalogNumber)
    }
}
