import Album
import Cataloging

extension FailureWords {
    /// The words a person reads for a failure (`ErrorWords`), as the catalogue keeps them.
    package static let standard = FailureWords(
        lookup: { $0.description }, barcode: { $0.description },
        catalogNumber: "it is not a catalogue number (\(CatalogNumber.rule))")
}
