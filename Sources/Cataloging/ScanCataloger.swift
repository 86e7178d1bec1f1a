import Barcode
import Catalog
import Foundation
import Lookup

/// `scan --catalog FILE.csv`: each disc read goes into the catalog database,
/// and the CSV is rewritten from it, so the file is complete after every disc.
///
/// Not `Sendable`: the scan that owns it records from one thread.
public final class ScanCataloger {
    private let store: CatalogStore
    private let csvPath: String

    public init(csvPath: String, databasePath: String) throws(CatalogError) {
        store = try CatalogStore(path: databasePath)
        self.csvPath = csvPath
    }

    /// Records a barcode read without a lookup (`--no-lookup`): `cdscan catalog` looks it up later.
    public func recordUnlooked(_ gtin: GTIN, source: String) throws(CatalogError) {
        try store.record(gtin, source: source)
        try CatalogCSV.export(try store.allItems(), format: .cdscan, to: csvPath)
    }

    /// Records a photo that gave nothing to look up (no barcode, or only codes in conflict) as
    /// a `no_barcode` item to look at, as `catalog --images` does; reading it again adds nothing.
    public func recordUnread(_ failure: PhotoFailure) throws(CatalogError) {
        try CatalogBatch.recordUnread([failure], in: store)
        try CatalogCSV.export(try store.allItems(), format: .cdscan, to: csvPath)
    }

    /// Records one result (its lookup included) in one transaction, and rewrites the CSV.
    public func record(_ result: LookupResult, source: String) throws(CatalogError) {
        try store.transaction { () throws(CatalogError) in try write(result, source: source) }
        try CatalogCSV.export(try store.allItems(), format: .cdscan, to: csvPath)
    }

    /// The rows of one result: the item, the lookup cache, and what `--details` and
    /// `--add-to-collection` added.
    private func write(_ result: LookupResult, source: String) throws(CatalogError) {
        switch result.outcome {
        case .invalid(let error):
            try store.recordInvalid(result.input, source: source, reason: error.description)
        case .found(let gtin, let best, let alternatives):
            try store.record(gtin, source: source, retry: true)
            try store.cacheLookup([best] + alternatives, for: gtin)
            try store.recordResult(.found(best, alternatives: alternatives), for: gtin)
            if let details = result.extras.details {
                try store.cacheDetails(details)
                try store.recordDetails(details, for: gtin)
            }
            if let entry = result.extras.collection.flatMap(CollectionEntry.init) {
                try store.recordCollection(entry, for: gtin)
            }
        case .notFound(let gtin):
            try store.record(gtin, source: source, retry: true)
            try store.cacheLookup([], for: gtin)
            try store.recordResult(.notFound, for: gtin)
        case .failed(let gtin, let error):
            try store.record(gtin, source: source, retry: true)
            try store.recordResult(.error(error.description), for: gtin)
        }
    }
}
