import Album
import Foundation

/// A database's answer for one barcode, kept so a re-run soon after does not ask again.
public struct CachedLookup: Sendable, Equatable {
    /// The releases the database returned, in its order; empty when it had none.
    public var albums: [Album]
    /// When the answer was fetched (whole seconds).
    public var fetchedAt: Date

    public init(albums: [Album], fetchedAt: Date) {
        self.albums = albums
        self.fetchedAt = fetchedAt
    }

    /// Whether the database said it has no release with this barcode.
    public var isNotFound: Bool { albums.isEmpty }
}
