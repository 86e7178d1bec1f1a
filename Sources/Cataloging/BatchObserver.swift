import Barcode
import Lookup
import Scanner

/// Hears how a batch is going, to show it: the command line draws a progress bar and
/// prints the notes; tests keep the events.
///
/// Called on the batch's own thread, between lookups and while one waits.
public protocol BatchObserver: AnyObject {
    func batch(_ event: BatchEvent)
}

/// Something a batch did or met, in the order it happened.
public enum BatchEvent: Sendable, Equatable {
    /// A pass over `total` barcodes (the lookups) or releases (details, collection) begins.
    case started(total: Int)
    /// One more barcode or release is done; the tally so far.
    case progressed(BatchTally)
    /// A lookup is still waiting (rate limit, retry): the time to move the rate and ETA on.
    case waiting
    /// The pass is over (or stopping): the time to clear a progress bar.
    case finished
    /// The first interrupt was noticed: the batch saves what is done and stops.
    case stopping
    /// An input line is not a barcode; it is recorded as invalid.
    case invalidInput(BarcodeInput, BarcodeError)
    /// A typed, piped or photographed code is already in the catalog: item `item` is one more
    /// copy, `copies` in all.
    case moreCopies(BarcodeInput, item: Int64, copies: Int)
    /// The lookup of `gtin` failed; it is recorded as an error and retried by the next run.
    case lookupFailed(GTIN, LookupError)
    /// A service failed for `gtin` but another answered (the message says which).
    case fellBack(GTIN, warning: String)
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
public enum ReleaseTask: Sendable, Equatable {
    /// Fetching its tracklist, credits and identifiers (`--details`).
    case details(releaseID: String)
    /// Adding it to the Discogs collection (`--add-to-collection`).
    case addToCollection(releaseID: String)
}

/// Why a photo gave no barcode to record.
public enum PhotoFailure: Sendable, Equatable {
    /// It could not be read (or a folder held no images).
    case unreadable(ImageError)
    /// It was read, but holds no retail barcode.
    case noBarcode(path: String)
}
