import Barcode
import Basics
import Catalog
import Foundation
import Lookup

/// `scan --catalog FILE.csv`: each disc read goes into the catalog database,
/// and the CSV is rewritten from it, so the file is complete after every disc.
///
/// What a read adds is the copy rule of `Copies`: from the camera, a code read twice in
/// one session is one copy (the case was taken away and shown again, or read again after
/// a retake), while a code the catalogue already held before the session is one more
/// copy, said as `Recorded.anotherCopy`. Not `Sendable`: the scan that owns it records
/// from one thread.
package final class ScanCataloger {
    /// How the reads of one `scan` are told apart as copies.
    package enum Copies: Sendable, Equatable {
        /// The camera: one copy per code in this session (`CopyIdentity.cameraSession`).
        case cameraSession
        /// Photos given to `scan`: the code's first copy when there is one, as before copies.
        case firstOfEachCode
    }

    /// What recording one read did to the catalogue, for the person scanning.
    package enum Recorded: Sendable, Equatable {
        /// A copy with nothing to say about it: the code's first, or (photos) its first again.
        case copy(item: Int64)
        /// Read already in this camera session: the same copy, recorded again (not counted twice).
        case reread(item: Int64)
        /// The catalogue held the code before this session (an earlier scan, a list, a typed
        /// code): item `item` is one more copy, `copies` in all.
        case anotherCopy(item: Int64, copies: Int)
    }

    private let store: CatalogStore
    private let csv: OutputFile
    private let copies: Copies
    private let identity: CopyIdentity

    /// - Parameter csv: the CSV rewritten after each code, checked before the scan (as `-o` is).
    package init(csv: OutputFile, databasePath: String, copies: Copies = .cameraSession) throws(CatalogError) {
        store = try CatalogStore(path: databasePath)
        self.csv = csv
        self.copies = copies
        // A session id unique to this run: the next `scan --catalog` is another session.
        identity = copies == .cameraSession ? .cameraSession(UUID().uuidString) : .existing
    }

    /// Records a barcode read without a lookup (`--no-lookup`): `cdscan catalog` looks it up later.
    @discardableResult
    package func recordUnlooked(_ gtin: GTIN, source: String) throws(CatalogError) -> Recorded {
        let copy = try store.record(gtin, as: identity, source: source)
        try rewriteCSV()
        return recorded(copy)
    }

    /// Records a photo that gave nothing to look up (no barcode, or only codes in conflict) as
    /// a `no_barcode` item to look at, as `catalog --images` does; reading it again adds nothing.
    package func recordUnread(_ failure: PhotoFailure) throws(CatalogError) {
        try CatalogBatch.recordUnread([failure], in: store)
        try rewriteCSV()
    }

    /// Records one result (its lookup included) in one transaction, and rewrites the CSV;
    /// nil for an invalid read (kept as an `invalid` row).
    @discardableResult
    package func record(_ result: LookupResult, source: String) throws(CatalogError) -> Recorded? {
        let copy = try store.transaction { () throws(CatalogError) in try write(result, source: source) }
        try rewriteCSV()
        return copy.map(recorded)
    }

    /// The CSV written anew with every item, so that it is whole after each code.
    private func rewriteCSV() throws(CatalogError) {
        let items = try store.allItems()
        do {
            try CatalogCSV.export(items, format: .cdscan, to: csv)
        } catch {
            throw .output(error)
        }
    }

    /// What `copy` is to the person scanning, by this scan's copy rule.
    func recorded(_ copy: RecordedCopy) -> Recorded {
        guard copies == .cameraSession else { return .copy(item: copy.id) }
        if !copy.isNew { return .reread(item: copy.id) }
        return copy.copies > 1 ? .anotherCopy(item: copy.id, copies: copy.copies) : .copy(item: copy.id)
    }

    /// The rows of one result: the item, the lookup cache, and what `--details` and
    /// `--add-to-collection` added; the barcode's copy (nil for an invalid read).
    private func write(_ result: LookupResult, source: String) throws(CatalogError) -> RecordedCopy? {
        switch result.outcome {
        case .invalid(let error):
            try store.recordInvalid(result.input, source: source, reason: error.description)
            return nil
        case .found(let gtin, let best, let alternatives):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.cacheLookup([best] + alternatives, for: gtin)
            try store.recordResult(.found(best, alternatives: alternatives), for: gtin)
            if let details = result.extras.details {
                try store.cacheDetails(details)
                try store.recordDetails(details, for: gtin)
            }
            if let entry = result.extras.collection.flatMap(CollectionEntry.init) {
                try store.recordCollection(entry, for: gtin)
            }
            return copy
        case .notFound(let gtin):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.cacheLookup([], for: gtin)
            try store.recordResult(.notFound, for: gtin)
            return copy
        case .failed(let gtin, let error):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.recordResult(.error(error.description), for: gtin)
            return copy
        }
    }
}
