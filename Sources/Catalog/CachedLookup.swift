import Album
import Foundation

/// A database's answer for one barcode, kept so a re-run soon after does not ask again.
package struct CachedLookup: Sendable, Equatable {
    /// The releases the database returned, in its order; empty when it had none.
    package var albums: [Album]
    /// When the answer was fetched (whole seconds).
    var fetchedAt: Date

    package init(albums: [Album], fetchedAt: Date) {
        self.albums = albums
        self.fetchedAt = fetchedAt
    }

    /// Whether the database said it has no release with this barcode.
    var isNotFound: Bool { albums.isEmpty }
}
