import Barcode
import Catalog

/// The steps of `cdscan catalog` that hold its rules: record every input, then (with a
/// `BatchRunner`) look up what is pending and finish the releases this run asked about.
///
/// Every input is recorded before the first lookup, so a run stopped at any point has
/// the whole list in the catalog and a re-run goes on from there.
public enum CatalogBatch {
    /// Records every input: barcodes as pending (a known one keeps its first source), lines
    /// that are not barcodes as invalid, told to the observer. Returns how many were invalid.
    public static func record(_ inputs: [BarcodeInput], in store: CatalogStore, observer: any BatchObserver)
        throws(CatalogError) -> Int
    {
        var invalid = 0
        for input in inputs {
            switch input.parsed {
            case .success(let gtin):
                try store.record(gtin, source: input.source, notes: input.notes)
            case .failure(let error):
                invalid += 1
                observer.batch(.invalidInput(input, error))
                try store.recordInvalid(input.text, source: input.source, reason: error.description)
            }
        }
        return invalid
    }

    /// The barcodes (EAN-13) this run was given or looked up: those its summary counts and
    /// `--details` and `--add-to-collection` apply to.
    public static func asked(_ report: BatchReport, _ inputs: [BarcodeInput]) -> Set<String> {
        var asked = report.finished
        for input in inputs { if case .success(let gtin) = input.parsed { asked.insert(gtin.ean13) } }
        return asked
    }
}
