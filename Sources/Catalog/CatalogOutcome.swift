import Album

/// What one lookup of a barcode came to, as the catalog records it.
package enum CatalogOutcome: Sendable, Equatable {
    /// A release was chosen; `alternatives` are the other releases with the barcode.
    case found(Album, alternatives: [Album])
    /// No release has this barcode.
    case notFound
    /// Several releases fit and none is clearly the one; all of them, best first.
    case ambiguous(candidates: [Album])
    /// The lookup failed; the message is shown to the person and the barcode retried later.
    case error(String)

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
