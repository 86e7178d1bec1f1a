import Foundation

/// A catalogue item with no release to show: not found, not looked up, ambiguous, unreadable.
///
/// Listed apart on the index page, so nothing in the catalogue is missing from the site.
public struct GalleryItem: Sendable, Equatable {
    /// The barcode, or the text of the line that was not one.
    public var barcode: String
    /// Where it stands, for people: "not found", "not looked up yet", ...
    public var state: String
    public var source: String
    public var addedAt: Date
    /// Why: the lookup's error, the reason the line is not a barcode.
    public var reason: String?
    public var notes: String = ""
}

/// Everything a gallery shows: the releases, and the items without one.
public struct GalleryCatalog: Sendable, Equatable {
    public var releases: [GalleryRelease]
    public var unresolved: [GalleryItem]

    public init(releases: [GalleryRelease], unresolved: [GalleryItem] = []) {
        self.releases = releases
        self.unresolved = unresolved
    }

    /// How many catalogue items the gallery holds: every copy and every unresolved item.
    public var itemCount: Int { releases.reduce(0) { $0 + $1.copies.count } + unresolved.count }
}
