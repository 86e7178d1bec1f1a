/// Where an item's release stands in the user's Discogs collection: what `--add-to-collection`
/// did, or that the item came from the collection's own export.
package struct CollectionEntry: Sendable, Equatable {
    /// Whether cdscan added the release, found it there already, or imported it from there.
    package enum Status: String, Sendable, CaseIterable {
        case added
        case alreadyThere = "already_there"
        /// Read from a Discogs collection export (`cdscan items import`).
        case imported
    }

    package var status: Status
    /// The name of the folder that holds it (the first, when several do).
    package var folder: String

    package init(status: Status, folder: String) {
        self.status = status
        self.folder = folder
    }
}
