/// Where a catalogued barcode stands; the raw value is what the database and CSV hold.
package enum ItemStatus: String, Sendable, Codable, CaseIterable {
    /// Seen, not looked up yet (or interrupted before its result was saved).
    case pending
    /// The lookup found a release.
    case found
    /// The database has no release with this barcode.
    case notFound = "not_found"
    /// Several releases fit equally well; a person has to choose.
    case ambiguous
    /// The input line was not a barcode (bad check digit, letters, wrong length).
    case invalid
    /// The lookup failed (network, rate limit, server error); worth retrying.
    case error
    /// Nothing to look it up by: a photo in which no barcode could be read (kind `no_barcode`).
    case unidentified

    /// Whether `cdscan lookup` should ask about an item in this state.
    ///
    /// Pending and failed items always (a barcode is never dropped: a lookup
    /// that failed is tried again on the next run); not-found ones only when
    /// retrying, because a release may have been added to the database since.
    package func needsLookup(retry: Bool) -> Bool {
        switch self {
        case .pending, .error: true
        case .notFound: retry
        case .found, .ambiguous, .invalid, .unidentified: false
        }
    }
}
