import Lookup

extension LookupResult {
    /// The result as `--json` prints it.
    package var record: LookupRecord {
        switch outcome {
        case .invalid(let error):
            LookupRecord(input: input, barcode: nil, status: .invalid, error: error.description, file: file)
        case .found(let gtin, let best, let alternatives):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .found, album: best, alternatives: alternatives, file: file,
                details: extras.details, collection: extras.collection, addOn: addOn)
        case .notFound(let gtin):
            LookupRecord(input: input, barcode: gtin.ean13, status: .notFound, file: file, addOn: addOn)
        case .failed(let gtin, let error):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .error, error: error.description, file: file, addOn: addOn)
        }
    }
}
