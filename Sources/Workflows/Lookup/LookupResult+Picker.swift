import Lookup
import Presentation

extension LookupResult {
    /// Asks a person through `picker` which of the releases the barcode carries is theirs
    /// (best ranked first; Enter or the end of input takes it), and keeps that one.
    mutating func choose(with picker: PressingPicker) {
        guard case .found(let gtin, _, _) = outcome, !candidates.isEmpty else { return }
        choose(picker.choose(among: candidates, barcode: gtin.canonical))
    }
}
