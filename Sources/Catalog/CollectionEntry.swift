/// What `--add-to-collection` did with an item's release in the user's Discogs collection.
public struct CollectionEntry: Sendable, Equatable {
    /// Whether cdscan added the release or found it there already.
    public enum Status: String, Sendable, CaseIterable {
        case added
        case alreadyThere = "already_there"
    }

    public var status: Status
    /// The name of the folder that holds it (the first, when several do).
    public var folder: String

    public init(status: Status, folder: String) {
        self.status = status
        self.folder = folder
    }
}
