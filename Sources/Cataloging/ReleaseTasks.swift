/// What is done with a release once it is chosen, after the lookups.
public struct ReleaseTasks: Sendable, Equatable {
    /// `--details`: fetch its tracklist, credits and identifiers.
    public var details = false
    /// `--add-to-collection`: add it to the token holder's Discogs collection.
    public var addToCollection = false
    /// `--folder`: the collection folder by name or id; nil: 1 "Uncategorized".
    public var folder: String?

    public init(details: Bool = false, addToCollection: Bool = false, folder: String? = nil) {
        (self.details, self.addToCollection, self.folder) = (details, addToCollection, folder)
    }

    /// Whether anything is to be done at all.
    public var any: Bool { details || addToCollection }
}
