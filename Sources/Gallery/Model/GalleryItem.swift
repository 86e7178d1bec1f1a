import Foundation

/// A catalogue item with no release to show: not found, not looked up, ambiguous, unreadable.
///
/// Listed apart on the index page, so nothing in the catalogue is missing from the site.
package struct GalleryItem: Sendable, Equatable {
    /// The barcode, or the text of the line that was not one.
    package var barcode: String
    /// Where it stands, for people: "not found", "not looked up yet", ...
    package var state: String
    package var source: String
    package var addedAt: Date
    /// Why: the lookup's error, the reason the line is not a barcode.
    package var reason: String?
    package var notes: String = ""
}

/// Everything a gallery shows: the releases, and the items without one.
package struct GalleryCatalog: Sendable, Equatable {
    package var releases: [GalleryRelease]
    package var unresolved: [GalleryItem]

    package init(releases: [GalleryRelease], unresolved: [GalleryItem] = []) {
        self.releases = releases
        self.unresolved = unresolved
    }

    /// How many catalogue items the gallery holds: every copy and every unresolved item.
    var itemCount: Int { releases.reduce(0) { $0 + $1.copies.count } + unresolved.count }
}
