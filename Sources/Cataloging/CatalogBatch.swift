import Barcode
import Catalog

/// The steps of `cdscan catalog` that hold its rules: record every input, then (with a
/// `BatchRunner`) look up what is pending and finish the releases this run asked about.
///
/// Every input is recorded before the first lookup, so a run stopped at any point has
/// the whole list in the catalog and a re-run goes on from there.
public enum CatalogBatch {
    /// Records every input as a copy identified by `input.copy` (a copy recorded before keeps
    /// its source; a new copy of a code already looked up takes its answer), lines that are
    /// not barcodes as invalid, told to the observer. Returns how many were invalid.
    public static func record(_ inputs: [BarcodeInput], in store: CatalogStore, observer: any BatchObserver)
        throws(CatalogError) -> Int
    {
        var invalid = 0
        for input in inputs {
            switch input.parsed {
            case .success(let gtin):
                let copy = try store.record(gtin, as: input.copy, source: input.source, notes: input.notes)
                // A repeated list line is a copy on purpose; a code typed, piped or photographed
                // again may be a second copy or the same disc twice: say so.
                if copy.isNew, copy.copies > 1, !input.copy.isListLine {
                    observer.batch(.moreCopies(input, item: copy.id, copies: copy.copies))
                }
            case .failure(let error):
                invalid += 1
                observer.batch(.invalidInput(input, error))
                try store.recordInvalid(input.text, as: input.copy, source: input.source, reason: error.description)
            }
        }
        return invalid
    }

    /// Records each photo in which no barcode could be read as a `no_barcode` item (its code
    /// the photo's path), so the copy is not forgotten; reading it again adds nothing.
    public static func recordUnread(_ failures: [PhotoFailure], in store: CatalogStore) throws(CatalogError) {
        for case .noBarcode(let path) in failures {
            let file = OutputFile.followingLinks(path)
            try store.record(code: file, kind: .noBarcode, as: .photo(path: file, index: 1), source: "image:\(path)")
        }
    }

    /// The barcodes (EAN-13) this run was given or looked up: those its summary counts and
    /// `--details` and `--add-to-collection` apply to.
    public static func asked(_ report: BatchReport, _ inputs: [BarcodeInput]) -> Set<String> {
        var asked = report.finished
        for input in inputs { if case .success(let gtin) = input.parsed { asked.insert(gtin.ean13) } }
        return asked
    }
}
