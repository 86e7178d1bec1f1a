import Barcode
import Basics
import Catalog
import Foundation
import Imaging
import Lookup
import Scanner

/// `scan --catalog FILE.csv`: each disc read goes into the catalog database, and the scan
/// rewrites the CSV from it (``itemsForCSV()``, with the failures in Presentation's words), so
/// the file is complete after every disc.
///
/// What a read adds is the copy rule of `Copies`: from the camera, a code read twice in
/// one session is one copy (the case was taken away and shown again, or read again after
/// a retake), while a code the catalogue already held before the session is one more
/// copy, said as `Recorded.anotherCopy`; a photo's copy is the one `catalog --images`
/// records for it (`PhotoInputs.copy(ofPhotoAt:in:)`). What a lookup records is
/// `catalog`'s rule too (`BatchRunner.outcome`): several CDs on a barcode leave it
/// `ambiguous` unless the best was taken. Not `Sendable`: the scan that owns it records
/// from one thread.
package final class ScanCataloger {
    /// How the reads of one `scan` are told apart as copies.
    package enum Copies: Sendable, Equatable {
        /// The camera: one copy per code in this session (`CopyIdentity.cameraSession`).
        case cameraSession
        /// Photos given to `scan`, named relative to `directory`: each photo's code is the copy
        /// `catalog --images` makes of it (`CopyIdentity.photo`), so reading the same photos with
        /// either command adds nothing; a photo on standard input, which has no path, is the
        /// code's first copy when there is one.
        case photos(directory: String)
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
        /// A photo's code that an earlier photo of this scan gave too: item `item` is a second
        /// copy, or a retake of the same case (as `catalog --images` warns).
        case possibleRetake(item: Int64, photo: String, earlierPhoto: String)
        /// A photo's code whose copy `items remove` removed: not recorded again (as `catalog
        /// --images` leaves it out; `catalog --images --add-removed` adds it back).
        case removedEarlier
    }

    private let store: CatalogStore
    /// The CSV the scan rewrites after each code, checked before the scan (as `-o` is).
    package let csv: OutputFile
    private let copies: Copies
    private let identity: CopyIdentity
    private let pickBest: Bool
    private let valueCurrency: String
    private var photographed = PhotographedCodes()

    /// - Parameters:
    ///   - csv: the CSV rewritten after each code, checked before the scan (as `-o` is).
    ///   - pickBest: a barcode several CDs carry is recorded with the release the scan took
    ///     (`--pick best` given, a person chose, or `--add-to-collection` added it), not as
    ///     `ambiguous` (`catalog`'s default, for `catalog --review` or `items pick`).
    ///   - location: where every copy recorded is put (`--location`); nil: left as it is.
    ///   - valueCurrency: the currency of the kept statistics the CSV's value columns read
    ///     (``CatalogStore/keptValues(of:currency:)``).
    package init(
        csv: OutputFile, databasePath: String, copies: Copies = .cameraSession,
        pickBest: Bool = false, location: ShelfLocation? = nil, valueCurrency: String = "USD"
    ) throws(CatalogError) {
        store = try CatalogStore(path: databasePath)
        store.locationOfRecordedCopies = location
        self.csv = csv
        self.copies = copies
        self.pickBest = pickBest
        self.valueCurrency = valueCurrency
        // A session id unique to this run: the next `scan --catalog` is another session.
        identity = copies == .cameraSession ? .cameraSession(UUID().uuidString) : .existing
    }

    /// The copy a read from `photo` (nil: the camera) is.
    private func identity(photo: String?) -> CopyIdentity {
        guard case .photos(let directory) = copies, let photo, photo != ImageFileList.standardInput else {
            return identity
        }
        return PhotoInputs.copy(ofPhotoAt: photo, in: directory)
    }

    /// Records a barcode read without a lookup (`--no-lookup`), from `photo` (nil: the
    /// camera): `cdscan catalog` looks it up later.
    @discardableResult
    package func recordUnlooked(_ gtin: GTIN, source: String, photo: String? = nil) throws(CatalogError) -> Recorded {
        let identity = identity(photo: photo)
        if try store.wasRemoved(.barcode(gtin), as: identity) { return .removedEarlier }
        let copy = try store.record(gtin, as: identity, source: source)
        return recorded(copy, of: gtin, photo: photo)
    }

    /// Records a photo that gave nothing to look up (no barcode, or only codes in conflict) as
    /// a `no_barcode` item to look at, as `catalog --images` does; reading it again adds nothing.
    package func recordUnread(_ failure: PhotoFailure) throws(CatalogError) {
        try CatalogBatch.recordUnread([failure], in: store)
    }

    /// Records one result (its lookup included) read from `photo` (nil: the camera) in one
    /// transaction; nil for an invalid read (kept as an `invalid` row).
    @discardableResult
    package func record(_ result: LookupResult, source: String, photo: String? = nil) throws(CatalogError) -> Recorded?
    {
        let identity = identity(photo: photo)
        if let gtin = result.gtin, try store.wasRemoved(.barcode(gtin), as: identity) { return .removedEarlier }
        let copy = try store.transaction { () throws(CatalogError) in
            try write(result, as: identity, source: source)
        }
        guard let copy, let gtin = result.gtin else { return nil }
        return recorded(copy, of: gtin, photo: photo)
    }

    /// Whether recording `result` leaves its barcode `ambiguous` (several releases fit and the best
    /// was not taken), by `catalog`'s rule (`BatchRunner.outcome`): the scan then says so and
    /// ends with 1, as `catalog` does.
    package func leavesAmbiguous(_ result: LookupResult) -> Bool {
        guard case .found(_, let best, let alternatives) = result.outcome,
            case .ambiguous = BatchRunner.outcome(.found(best: best, alternatives: alternatives), pickBest: pickBest)
        else { return false }
        return true
    }

    /// What the CSV is written anew from after each code: every item, and the values its value
    /// columns read (``CatalogStore/keptValues(of:currency:)``).
    package func itemsForCSV() throws(CatalogError) -> (items: [CatalogItem], values: [Int64: KeptValue]) {
        let items = try store.allItems()
        return (items, try store.keptValues(of: items, currency: valueCurrency))
    }

    /// What `copy` of `gtin`, read from `photo` (nil: the camera), is to the person scanning,
    /// by this scan's copy rule; a photo's as `catalog --images` says it (`CatalogBatch`): a
    /// possible retake of an earlier photo of this run, else one more copy of a code the
    /// catalogue held.
    func recorded(_ copy: RecordedCopy, of gtin: GTIN, photo: String?) -> Recorded {
        switch copies {
        case .cameraSession:
            if !copy.isNew { return .reread(item: copy.id) }
        case .photos:
            guard let photo, photo != ImageFileList.standardInput else { return .copy(item: copy.id) }
            if let earlier = photographed.earlierPhoto(of: gtin, copy: copy, photo: photo) {
                return .possibleRetake(item: copy.id, photo: photo, earlierPhoto: earlier)
            }
            if !copy.isNew { return .copy(item: copy.id) }
        }
        return copy.copies > 1 ? .anotherCopy(item: copy.id, copies: copy.copies) : .copy(item: copy.id)
    }

    /// The rows of one result: the item, the lookup cache, and what `--details` and
    /// `--add-to-collection` added; the barcode's copy (nil for an invalid read).
    private func write(_ result: LookupResult, as identity: CopyIdentity, source: String) throws(CatalogError)
        -> RecordedCopy?
    {
        switch result.outcome {
        case .invalid(let error):
            try store.recordInvalid(result.input, source: source, reason: .invalidBarcode(error))
            return nil
        case .found(let gtin, let best, let alternatives):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.cacheLookup([best] + alternatives, for: gtin)
            let outcome = BatchRunner.outcome(.found(best: best, alternatives: alternatives), pickBest: pickBest)
            try store.recordResult(outcome, for: .barcode(gtin))
            if let details = result.extras.details {
                try store.cacheDetails(details)
                // The details are the best ranked release's: an ambiguous item has none chosen yet.
                if case .found = outcome { try store.recordDetails(details, for: .barcode(gtin)) }
            }
            if let entry = result.extras.collection.flatMap(CollectionEntry.init) {
                try store.recordCollection(entry, for: .barcode(gtin))
            }
            return copy
        case .notFound(let gtin):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.cacheLookup([], for: gtin)
            try store.recordResult(.notFound, for: .barcode(gtin))
            return copy
        case .failed(let gtin, let error):
            let copy = try store.record(gtin, as: identity, source: source)
            try store.recordResult(.error(error), for: .barcode(gtin))
            return copy
        }
    }
}
