import Catalog
import Lookup

/// What a batch has done so far, for the progress line and the summary.
struct BatchTally: Equatable, Sendable {
    /// Barcodes finished (answered from the cache or looked up, whatever the answer).
    var done = 0
    var found = 0
    var notFound = 0
    var ambiguous = 0
    /// Lookups that failed and were recorded as errors.
    var errors = 0
    /// Barcodes answered from the lookup cache, without a request.
    var fromCache = 0
    /// HTTP requests sent, retries included.
    var requests = 0
    /// Releases whose details (`--details`) were saved, and how many of those came from the cache.
    var details = 0
    var detailsFromCache = 0
    /// Releases added to the Discogs collection, and those found there already.
    var added = 0
    var alreadyThere = 0

    mutating func count(_ outcome: CatalogOutcome) {
        done += 1
        switch outcome {
        case .found: found += 1
        case .notFound: notFound += 1
        case .ambiguous: ambiguous += 1
        case .error: errors += 1
        }
    }
}

/// Why a batch stopped before the end of its list.
enum BatchStop: Equatable {
    /// Ctrl-C or SIGTERM.
    case interrupted
    /// A lookup failure that every other barcode would meet too (token refused,
    /// blocked, or the service failing barcode after barcode).
    case lookup(LookupError)
    /// No lookup session could be made; the reason is already printed, this is its status.
    case noClient(ExitCode)
    /// The catalog could not be read or written.
    case catalog(CatalogError)

    var exitCode: ExitCode {
        switch self {
        case .interrupted: .interrupted
        case .lookup(let error): ExitCode(error)
        case .noClient(let status): status
        case .catalog(let error): ExitCode(error)
        }
    }
}

/// How a batch ended.
struct BatchReport: Equatable {
    var tally = BatchTally()
    /// The barcodes (EAN-13) finished in this batch.
    var finished: Set<String> = []
    /// The barcodes still waiting for a lookup when the batch stopped.
    var remaining = 0
    /// The most serious status among the lookup errors recorded (success when none).
    var worstError = ExitCode.success
    var stop: BatchStop?
}
