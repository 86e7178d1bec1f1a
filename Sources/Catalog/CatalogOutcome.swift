import Album
import Lookup

/// What one lookup of a barcode came to, as the catalog records it.
package enum CatalogOutcome: Sendable, Equatable {
    /// A release was chosen; `alternatives` are the other releases with the barcode.
    case found(Album, alternatives: [Album])
    /// No release has this barcode.
    case notFound
    /// Several releases fit and none is clearly the one; all of them, best first.
    case ambiguous(candidates: [Album])
    /// The lookup failed (kept typed, ``StoredFailure/lookup(_:)``); the barcode is retried later.
    case error(LookupError)

    /// The status the item takes.
    package var status: ItemStatus {
        switch self {
        case .found: .found
        case .notFound: .notFound
        case .ambiguous: .ambiguous
        case .error: .error
        }
    }
}
