import Catalog
import Lookup

/// What a batch has done so far, for the progress line and the summary.
package struct BatchTally: Equatable, Sendable {
    /// Barcodes finished (answered from the cache or looked up, whatever the answer).
    package var done = 0
    package var found = 0
    package var notFound = 0
    package var ambiguous = 0
    /// Lookups that failed and were recorded as errors.
    package var errors = 0
    /// Barcodes answered from the lookup cache, without a request.
    package var fromCache = 0
    /// HTTP requests sent, retries included.
    package var requests = 0
    /// Releases whose details (`--details`) were saved, and how many of those came from the cache.
    package var details = 0
    package var detailsFromCache = 0
    /// Releases added to the Discogs collection, and those found there already.
    package var added = 0
    package var alreadyThere = 0
    /// Codes removed from the catalogue (`items remove`) while the batch looked them up: skipped.
    package var removed = 0

    package init(done: Int = 0, found: Int = 0, notFound: Int = 0, ambiguous: Int = 0, errors: Int = 0) {
        (self.done, self.found, self.notFound, self.ambiguous, self.errors) = (done, found, notFound, ambiguous, errors)
    }

    /// Adds the counts of `other`.
    mutating func absorb(_ other: BatchTally) {
        (done, found, notFound, ambiguous, errors) = (
            done + other.done, found + other.found, notFound + other.notFound, ambiguous + other.ambiguous,
            errors + other.errors
        )
        (fromCache, requests, details, detailsFromCache) = (
            fromCache + other.fromCache, requests + other.requests, details + other.details,
            detailsFromCache + other.detailsFromCache
        )
        (added, alreadyThere, removed) = (
            added + other.added, alreadyThere + other.alreadyThere, removed + other.removed
        )
    }

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
package enum BatchStop: Sendable {
    /// Ctrl-C or SIGTERM.
    case interrupted
    /// A lookup failure that every other barcode would meet too (token refused,
    /// blocked, or the service failing barcode after barcode).
    case lookup(LookupError)
    /// No lookup session could be made: the session factory's error.
    case noSession(any Error)
    /// The catalog could not be read or written.
    case catalog(CatalogError)

    /// Whether a person asked the batch to stop.
    package var isInterrupted: Bool {
        if case .interrupted = self { return true }
        return false
    }

    /// The lookup failure that stopped the batch, if that is why.
    var lookupError: LookupError? {
        if case .lookup(let error) = self { return error }
        return nil
    }
}

/// How a batch ended.
package struct BatchReport: Sendable {
    package var tally = BatchTally()
    /// The codes finished in this batch (`CatalogItem.key`).
    package var finished: Set<ItemKey> = []
    /// The codes still waiting for a lookup when the batch stopped.
    package var remaining = 0
    /// The lookup failures recorded for one barcode or release each, in order; the batch went on.
    package var failures: [LookupError] = []
    package var stop: BatchStop?
    /// Releases left as they are, unasked: the session had neither Discogs nor a dump index to
    /// fetch them from (`LookupSession.fetchesReleases`), or, refreshing, only an index that
    /// does not hold them (`indexOnly`).
    package var setAside: [BatchSubject] = []
    /// Whether `setAside` was set aside because only the dump index could be asked.
    package var indexOnly = false

    package init(remaining: Int = 0, stop: BatchStop? = nil) {
        self.remaining = remaining
        self.stop = stop
    }

    /// Adds what a later batch did (`catalog --disc`: one batch a disc).
    mutating func absorb(_ later: BatchReport) {
        tally.absorb(later.tally)
        finished.formUnion(later.finished)
        remaining += later.remaining
        failures += later.failures
        setAside += later.setAside
        stop = stop ?? later.stop
    }
}
