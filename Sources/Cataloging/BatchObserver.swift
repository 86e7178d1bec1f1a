import Album
import Barcode
import Catalog
import Disc
import Imaging
import Lookup
import Scanner

/// Hears how a batch is going, to show it: the command line draws a progress bar and
/// prints the notes; tests keep the events.
///
/// Called on the batch's own thread, between lookups and while one waits.
package protocol BatchObserver: AnyObject {
    func batch(_ event: BatchEvent)
}

/// Something a batch did or met, in the order it happened.
package enum BatchEvent: Sendable, Equatable {
    /// A pass over `total` codes (the lookups: one a code, however many copies the catalogue
    /// holds of it) or releases (details, collection) begins.
    case started(total: Int, counting: Counted)
    /// One more barcode or release is done; the tally so far.
    case progressed(BatchTally)
    /// A lookup is still waiting (rate limit, retry): the time to move the rate and ETA on.
    case waiting
    /// The batch's lookups are paced by `limiter` (its session was made): the ETA can ask it
    /// when the window lets the remaining requests go.
    case paced(by: RateLimiter)
    /// The pass is over (or stopping): the time to clear a progress bar.
    case finished
    /// The first interrupt was noticed: the batch saves what is done and stops.
    case stopping
    /// An input line is not a barcode; it is recorded as invalid.
    case invalidInput(BarcodeInput, BarcodeError)
    /// An input line is no barcode but reads as a catalogue number: it is searched as one.
    case readAsCatalogNumber(BarcodeInput, CatalogNumber)
    /// An input line says `catno:` but what follows is no catalogue number; it is recorded as invalid.
    case invalidCatalogNumber(BarcodeInput)
    /// A typed, piped, photographed or read code (`code` as given) is already in the catalog:
    /// item `item` is one more copy, `copies` in all.
    case moreCopies(code: String, item: Int64, copies: Int)
    /// `catalog --images`: `photo` shows `code` as `earlierPhoto` of the same run did; item
    /// `item` is a second copy, which a retake of one case would make by mistake.
    case possibleRetake(code: String, photo: String, earlierPhoto: String, item: Int64)
    /// The lookup of a barcode, catalogue number or disc failed; it is recorded as an error and
    /// retried by the next run.
    case lookupFailed(BatchSubject, LookupError)
    /// A service failed for a barcode, catalogue number or disc but another answered.
    case fellBack(BatchSubject, ServiceFallback)
    /// `catalog --disc` read a disc from the drive.
    case discRead(Disc)
    /// The drive could not be read (no disc, a data disc, ...) or would not eject.
    case discUnreadable(DiscError)
    /// What the databases said about a disc (a fuzzy match, a CD stub), before it is recorded.
    case discIdentified(Disc, DiscIdentification)
    /// A disc from the drive is in the catalogue as `item`, looked up (or answered by an earlier copy).
    case discRecorded(Disc, CatalogItem)
    /// A line typed at `catalog -`'s prompt holds this code; it is recorded next.
    case typedRead(BarcodeInput)
    /// A typed code is in the catalogue as `item`, looked up (or answered by an earlier copy).
    case typedRecorded(BarcodeInput, CatalogItem)
    /// Fetching details or adding to the collection failed for the release of `gtin`.
    case releaseTaskFailed(GTIN, ReleaseTask, LookupError)
    /// What adding the release of `gtin` to the Discogs collection did.
    case collection(GTIN, CollectionAddResult)
    /// `count` found releases are from MusicBrainz, which has no details pages or collection.
    case notOnDiscogs(count: Int)
    /// Photo `number` of `count` (`--images`) is being read.
    case readingPhoto(number: Int, of: Int)
    /// A photo gave no barcode to record.
    case photoFailed(PhotoFailure)
    /// Every photo is read.
    case photosRead
}

/// What is done for a found release after its lookup.
package enum ReleaseTask: Sendable, Equatable {
    /// Fetching its tracklist, credits and identifiers (`--details`).
    case details(releaseID: String)
    /// Adding it to the Discogs collection (`--add-to-collection`).
    case addToCollection(releaseID: String)
}

/// Why a photo gave no barcode to record.
package enum PhotoFailure: Sendable, Equatable {
    /// It could not be read (or a folder held no images).
    case unreadable(ImageError)
    /// It was read, but holds no retail barcode.
    case noBarcode(path: String)
    /// Its only codes are conflicts: different codes read in one place (one symbol read two
    /// ways, as the GTIN-13s or symbology and data `codes`), so none of them is taken.
    case conflict(path: String, codes: [String])

    /// Why `reading` of the photo at `path`, which gave no code, gave none: its conflicts when
    /// it has some (one symbol read two ways: neither code is taken), else no barcode.
    package init(unread reading: PhotoReading, path: String) {
        self =
            reading.conflicts.isEmpty
            ? .noBarcode(path: path) : .conflict(path: path, codes: reading.conflicts.flatMap(\.shownCodes))
    }
}

extension BatchEvent {
    /// What a pass counts.
    package enum Counted: Sendable, Equatable {
        /// Codes to look up (barcodes, catalogue numbers, discs): copies of a code are one.
        case codes
        /// Releases whose details or collection entry are fetched.
        case releases
    }
}
